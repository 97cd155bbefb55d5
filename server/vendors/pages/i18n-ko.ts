/** The game pages' strings in Korean (i18n.ts). */
import type { Strings } from './i18n.js';

const KO: Strings = {
  close: '닫기', balance: '잔액', stake: '베팅액', play: '스핀', shoot: '발사', deal: '딜', draw: '추첨',
  win: '당첨!', lose: '당첨 없음', freePlay: '무료 플레이', fairness: '공정성', seedHash: '서버 시드 해시',
  clientSeed: '클라이언트 시드', nonce: '논스', rotate: '시드 공개 후 새 시드 시작', revealed: '공개된 서버 시드',
  verify: '라운드 검증', buy: '보너스 구매', jackpot: '잭팟', bet: '베팅하기', cancel: '베팅 취소',
  open: '베팅 가능', closesIn: '베팅 마감까지', results: '결과', myBets: '내 베팅', slip: '베팅 슬립',
  odds: '배당률', pick: '내 번호', tradition: '전통', entertainment: '엔터테인먼트', target: '타깃',
  hit: '명중!', miss: '빗나감', card: '내 카드', balls: '볼', expired: '이 게임 링크는 만료되었습니다.',
  error: '문제가 발생했습니다.', freeSpins: '프리 스핀', paused: '일시 중지됨: 계속하려면 사이트의 메시지에 답하세요.',
  dealer: '딜러', you: '나', hitCard: '히트', stand: '스탠드', double: '더블', blackjack: '블랙잭!', push: '푸시: 베팅액 반환',
  bust: '버스트', blackjackRules: '블랙잭은 3:2로 지급됩니다. 딜러는 모든 17에서 스탠드합니다. 처음 두 장에서 더블할 수 있습니다.',
  realityDue: '리얼리티 체크 시간입니다: 계속 플레이하려면 사이트의 알림에 답하세요.',
  slowDown: '요청이 너무 많습니다: 잠시 후 {s}초 뒤에 다시 시도하세요.',
  yourLimits: '내 한도', limitSession: '플레이 시간 한도에 도달했습니다: 잠시 쉬어 가세요.', limitLeft: '남음',
  lossLimit_day: '일일 손실 한도로 이 베팅을 할 수 없습니다', lossLimit_week: '주간 손실 한도로 이 베팅을 할 수 없습니다',
  lossLimit_month: '월간 손실 한도로 이 베팅을 할 수 없습니다', wagerLimit_day: '일일 베팅 한도로 이 베팅을 할 수 없습니다',
  wagerLimit_week: '주간 베팅 한도로 이 베팅을 할 수 없습니다', wagerLimit_month: '월간 베팅 한도로 이 베팅을 할 수 없습니다',
  rolling_day: '최근 24시간 기준', rolling_week: '최근 7일 기준', rolling_month: '최근 30일 기준',
  game: '게임', fairnessCheck: '공정성 검증', engine: '게임 엔진', serverSeed: '서버 시드', seconds: '{s}초',
  fish_shrimp: '새우', fish_puffer: '복어', fish_turtle: '바다거북', fish_shark: '상어', fish_dragon: '용',
  pick_home: '홈', pick_draw: '무승부', pick_away: '원정', pick_meron: '레드', pick_wala: '블루',
  pick_player: '플레이어', pick_banker: '뱅커', pick_tie: '타이', pick_big: '대', pick_small: '소', pick_odd: '홀', pick_even: '짝',
  status_open: '결과 대기', status_settling: '정산 중', status_cancelling: '취소 중', status_cancelled: '취소됨',
  status_won: '당첨', status_lost: '낙첨', status_push: '베팅액 반환',
  dragon: '드래곤', tiger: '타이거', tie: '타이', sea: '바다와 물고기', sound: '사운드', reels: '릴',
  sym_cherry: '체리', sym_lemon: '레몬', sym_bell: '벨', sym_bar: '바', sym_seven: '세븐', sym_scatter: '스캐터',
};
export default KO;
