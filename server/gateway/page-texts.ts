/** The demo payment page's words in every language (DemoPay and wallet names stay as they are). */
import { defineStrings } from '../i18n/strings';

export const GATEWAY_TEXTS = defineStrings(
  'gateway/page',
  {
    note: 'Demo payment gateway of the reference server: no real money moves.',
    merchant: 'Merchant', order: 'Order', paid: 'This order is paid.', pay: 'Pay {amount}', back: 'Back to the merchant',
    cancel: 'Cancel and return', bank: 'Online banking',
  },
  {
    zh: { note: '参考服务器的演示支付网关：不会产生真实资金往来。', merchant: '商户', order: '订单', paid: '此订单已支付。', pay: '支付 {amount}', back: '返回商户', cancel: '取消并返回', bank: '网上银行' },
    km: { note: 'ច្រកទូទាត់សាកល្បងរបស់ម៉ាស៊ីនមេយោង៖ គ្មានប្រាក់ពិតត្រូវបានផ្ទេរទេ។', merchant: 'ឈ្មួញ', order: 'ការបញ្ជាទិញ', paid: 'ការបញ្ជាទិញនេះបានបង់រួចហើយ។', pay: 'បង់ {amount}', back: 'ត្រឡប់ទៅឈ្មួញវិញ', cancel: 'បោះបង់ ហើយត្រឡប់ក្រោយ', bank: 'ធនាគារតាមអ៊ីនធឺណិត' },
    tw: { note: '參考伺服器的示範支付閘道：不會產生真實資金往來。', merchant: '商戶', order: '訂單', paid: '此訂單已付款。', pay: '付款 {amount}', back: '返回商戶', cancel: '取消並返回', bank: '網路銀行' },
    ja: { note: 'リファレンスサーバーのデモ決済ゲートウェイです。実際のお金は動きません。', merchant: '加盟店', order: '注文', paid: 'この注文は支払い済みです。', pay: '{amount} を支払う', back: '加盟店に戻る', cancel: 'キャンセルして戻る', bank: 'オンラインバンキング' },
    ko: { note: '레퍼런스 서버의 데모 결제 게이트웨이입니다. 실제 돈은 오가지 않습니다.', merchant: '가맹점', order: '주문', paid: '이 주문은 결제되었습니다.', pay: '{amount} 결제', back: '가맹점으로 돌아가기', cancel: '취소하고 돌아가기', bank: '온라인 뱅킹' },
    th: { note: 'ช่องทางชำระเงินทดลองของเซิร์ฟเวอร์อ้างอิง ไม่มีการโอนเงินจริง', merchant: 'ร้านค้า', order: 'คำสั่งซื้อ', paid: 'คำสั่งซื้อนี้ชำระเงินแล้ว', pay: 'ชำระ {amount}', back: 'กลับไปที่ร้านค้า', cancel: 'ยกเลิกและกลับ', bank: 'ธนาคารออนไลน์' },
    vi: { note: 'Cổng thanh toán thử nghiệm của máy chủ tham chiếu: không có tiền thật được chuyển.', merchant: 'Người bán', order: 'Đơn hàng', paid: 'Đơn hàng này đã được thanh toán.', pay: 'Thanh toán {amount}', back: 'Quay lại người bán', cancel: 'Hủy và quay lại', bank: 'Ngân hàng trực tuyến' },
    my: { note: 'ကိုးကားဆာဗာ၏ နမူနာငွေပေးချေမှုဂိတ်ဝေး- ငွေအစစ် မရွှေ့ပါ။', merchant: 'ကုန်သည်', order: 'အော်ဒါ', paid: 'ဤအော်ဒါကို ငွေပေးချေပြီးပါပြီ။', pay: '{amount} ပေးချေရန်', back: 'ကုန်သည်ထံ ပြန်သွားရန်', cancel: 'ပယ်ဖျက်ပြီး ပြန်သွားရန်', bank: 'အွန်လိုင်းဘဏ်' },
    es: { note: 'Pasarela de pago de demostración del servidor de referencia: no se mueve dinero real.', merchant: 'Comercio', order: 'Pedido', paid: 'Este pedido está pagado.', pay: 'Pagar {amount}', back: 'Volver al comercio', cancel: 'Cancelar y volver', bank: 'Banca en línea' },
    pt: { note: 'Gateway de pagamento de demonstração do servidor de referência: nenhum dinheiro real é movimentado.', merchant: 'Loja', order: 'Pedido', paid: 'Este pedido está pago.', pay: 'Pagar {amount}', back: 'Voltar à loja', cancel: 'Cancelar e voltar', bank: 'Internet banking' },
    id: { note: 'Gerbang pembayaran demo dari server referensi: tidak ada uang sungguhan yang berpindah.', merchant: 'Pedagang', order: 'Pesanan', paid: 'Pesanan ini sudah dibayar.', pay: 'Bayar {amount}', back: 'Kembali ke pedagang', cancel: 'Batalkan dan kembali', bank: 'Perbankan online' },
    ms: { note: 'Gerbang pembayaran demo pelayan rujukan: tiada wang sebenar berpindah.', merchant: 'Peniaga', order: 'Pesanan', paid: 'Pesanan ini telah dibayar.', pay: 'Bayar {amount}', back: 'Kembali kepada peniaga', cancel: 'Batal dan kembali', bank: 'Perbankan dalam talian' },
    hi: { note: 'रेफ़रेंस सर्वर का डेमो भुगतान गेटवे: कोई असली पैसा नहीं लगता।', merchant: 'व्यापारी', order: 'ऑर्डर', paid: 'इस ऑर्डर का भुगतान हो चुका है।', pay: '{amount} का भुगतान करें', back: 'व्यापारी के पास लौटें', cancel: 'रद्द करें और लौटें', bank: 'ऑनलाइन बैंकिंग' },
    ru: { note: 'Демонстрационный платёжный шлюз эталонного сервера: настоящие деньги не переводятся.', merchant: 'Продавец', order: 'Заказ', paid: 'Этот заказ оплачен.', pay: 'Оплатить {amount}', back: 'Вернуться к продавцу', cancel: 'Отменить и вернуться', bank: 'Интернет-банк' },
    ar: { note: 'بوابة دفع تجريبية للخادم المرجعي: لا تُنقل أموال حقيقية.', merchant: 'التاجر', order: 'الطلب', paid: 'تم دفع هذا الطلب.', pay: 'ادفع {amount}', back: 'العودة إلى التاجر', cancel: 'إلغاء والعودة', bank: 'الخدمات المصرفية عبر الإنترنت' },
  },
);
