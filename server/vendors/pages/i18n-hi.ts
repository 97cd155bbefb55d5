/** The game pages' strings in Hindi (i18n.ts). */
import type { Strings } from './i18n.js';

const HI: Strings = {
  close: 'बंद करें', balance: 'बैलेंस', stake: 'दांव राशि', play: 'स्पिन', shoot: 'निशाना लगाएँ', deal: 'पत्ते बाँटें', draw: 'ड्रॉ',
  win: 'आप जीते', lose: 'कोई जीत नहीं', freePlay: 'मुफ़्त खेल', fairness: 'निष्पक्षता', seedHash: 'सर्वर सीड हैश',
  clientSeed: 'क्लाइंट सीड', nonce: 'राउंड क्रमांक (नॉन्स)', rotate: 'सीड प्रकट करें और नया शुरू करें', revealed: 'प्रकट किया गया सर्वर सीड',
  verify: 'एक राउंड जाँचें', buy: 'बोनस खरीदें', jackpot: 'जैकपॉट', bet: 'दांव लगाएँ', cancel: 'दांव रद्द करें',
  open: 'दांव खुले हैं', closesIn: 'दांव बंद होने में', results: 'परिणाम', myBets: 'मेरे दांव', slip: 'बेट स्लिप',
  odds: 'ऑड्स', pick: 'आपका नंबर', tradition: 'पारंपरिक', entertainment: 'मनोरंजन', target: 'निशाना',
  hit: 'निशाना लगा!', miss: 'चूक गए', card: 'आपका कार्ड', balls: 'गेंदें', expired: 'इस गेम लिंक की समय-सीमा समाप्त हो गई है।',
  error: 'कुछ गलत हो गया।', freeSpins: 'फ़्री स्पिन', paused: 'रोका गया: जारी रखने के लिए साइट पर संदेश का उत्तर दें।',
  dealer: 'डीलर', you: 'आप', hitCard: 'हिट', stand: 'स्टैंड', double: 'डबल', blackjack: 'ब्लैकजैक!', push: 'पुश: दांव राशि वापस',
  bust: 'बस्ट', blackjackRules: 'ब्लैकजैक पर 3:2 का भुगतान। डीलर हर 17 पर रुकता है। पहले दो पत्तों पर डबल कर सकते हैं।',
  realityDue: 'रियलिटी चेक का समय: खेलते रहने के लिए साइट पर रिमाइंडर का उत्तर दें।',
  slowDown: 'बहुत अधिक अनुरोध: थोड़ा धीमे चलें और {s} सेकंड बाद फिर कोशिश करें।',
  yourLimits: 'मेरी सीमाएँ', limitSession: 'आपकी सत्र समय सीमा पूरी हो गई है: थोड़ा विराम लें।', limitLeft: 'शेष',
  lossLimit_day: 'आपकी दैनिक हानि सीमा इस दांव को रोकती है', lossLimit_week: 'आपकी साप्ताहिक हानि सीमा इस दांव को रोकती है',
  lossLimit_month: 'आपकी मासिक हानि सीमा इस दांव को रोकती है', wagerLimit_day: 'आपकी दैनिक दांव सीमा इस दांव को रोकती है',
  wagerLimit_week: 'आपकी साप्ताहिक दांव सीमा इस दांव को रोकती है', wagerLimit_month: 'आपकी मासिक दांव सीमा इस दांव को रोकती है',
  rolling_day: 'पिछले 24 घंटों में गिना गया', rolling_week: 'पिछले 7 दिनों में गिना गया', rolling_month: 'पिछले 30 दिनों में गिना गया',
  game: 'गेम', fairnessCheck: 'निष्पक्षता जाँच', engine: 'गेम इंजन', serverSeed: 'सर्वर सीड', seconds: '{s} सेकंड',
  fish_shrimp: 'झींगा', fish_puffer: 'पफ़र मछली', fish_turtle: 'कछुआ', fish_shark: 'शार्क', fish_dragon: 'ड्रैगन',
  pick_home: 'घरेलू टीम', pick_draw: 'ड्रॉ', pick_away: 'मेहमान टीम', pick_meron: 'लाल', pick_wala: 'नीला',
  pick_player: 'प्लेयर', pick_banker: 'बैंकर', pick_tie: 'टाई', pick_big: 'बड़ा', pick_small: 'छोटा', pick_odd: 'विषम', pick_even: 'सम',
  status_open: 'परिणाम की प्रतीक्षा', status_settling: 'निपटान जारी', status_cancelling: 'रद्द हो रहा है', status_cancelled: 'रद्द',
  status_won: 'जीता', status_lost: 'हारा', status_push: 'दांव राशि वापस',
  dragon: 'ड्रैगन', tiger: 'टाइगर', tie: 'टाई', sea: 'समुद्र और उसकी मछलियाँ', sound: 'ध्वनि', reels: 'रील',
  sym_cherry: 'चेरी', sym_lemon: 'नींबू', sym_bell: 'घंटी', sym_bar: 'बार', sym_seven: 'सात', sym_scatter: 'स्कैटर',
};
export default HI;
