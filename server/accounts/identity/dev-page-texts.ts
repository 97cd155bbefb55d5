/** The development identity provider's sign-in page in every language (Google and Facebook stay as they are). */
import { defineStrings } from '../../i18n/strings';

export const DEV_IDP_TEXTS = defineStrings(
  'accounts/identity/dev-page',
  {
    title: 'Sign in with {provider} (development)', heading: 'Sign in with {provider}',
    note: 'Development identity provider: no real {provider} account is used.', name: 'Name', email: 'E-mail', next: 'Continue',
  },
  {
    zh: { title: '使用 {provider} 登录（开发环境）', heading: '使用 {provider} 登录', note: '开发用身份提供方：不会使用真实的 {provider} 账户。', name: '姓名', email: '电子邮箱', next: '继续' },
    km: { title: 'ចូលដោយប្រើ {provider} (ការអភិវឌ្ឍ)', heading: 'ចូលដោយប្រើ {provider}', note: 'អ្នកផ្ដល់អត្តសញ្ញាណសម្រាប់ការអភិវឌ្ឍ៖ មិនប្រើគណនី {provider} ពិតទេ។', name: 'ឈ្មោះ', email: 'អ៊ីមែល', next: 'បន្ត' },
    tw: { title: '使用 {provider} 登入（開發環境）', heading: '使用 {provider} 登入', note: '開發用身分提供者：不會使用真實的 {provider} 帳戶。', name: '姓名', email: '電子郵件', next: '繼續' },
    ja: { title: '{provider} でログイン（開発用）', heading: '{provider} でログイン', note: '開発用の ID プロバイダーです。実際の {provider} アカウントは使われません。', name: '名前', email: 'メールアドレス', next: '続ける' },
    ko: { title: '{provider}(으)로 로그인(개발용)', heading: '{provider}(으)로 로그인', note: '개발용 인증 제공자입니다. 실제 {provider} 계정은 사용되지 않습니다.', name: '이름', email: '이메일', next: '계속' },
    th: { title: 'เข้าสู่ระบบด้วย {provider} (สำหรับพัฒนา)', heading: 'เข้าสู่ระบบด้วย {provider}', note: 'ผู้ให้บริการยืนยันตัวตนสำหรับการพัฒนา ไม่มีการใช้บัญชี {provider} จริง', name: 'ชื่อ', email: 'อีเมล', next: 'ดำเนินการต่อ' },
    vi: { title: 'Đăng nhập bằng {provider} (phát triển)', heading: 'Đăng nhập bằng {provider}', note: 'Nhà cung cấp danh tính dùng cho phát triển: không dùng tài khoản {provider} thật.', name: 'Tên', email: 'Email', next: 'Tiếp tục' },
    my: { title: '{provider} ဖြင့် ဝင်ရောက်ရန် (ဖွံ့ဖြိုးရေး)', heading: '{provider} ဖြင့် ဝင်ရောက်ရန်', note: 'ဖွံ့ဖြိုးရေးအတွက် အထောက်အထားပေးသူ- {provider} အကောင့်အစစ်ကို မသုံးပါ။', name: 'အမည်', email: 'အီးမေးလ်', next: 'ဆက်လုပ်ရန်' },
    es: { title: 'Iniciar sesión con {provider} (desarrollo)', heading: 'Iniciar sesión con {provider}', note: 'Proveedor de identidad de desarrollo: no se usa ninguna cuenta real de {provider}.', name: 'Nombre', email: 'Correo electrónico', next: 'Continuar' },
    pt: { title: 'Entrar com {provider} (desenvolvimento)', heading: 'Entrar com {provider}', note: 'Provedor de identidade de desenvolvimento: nenhuma conta real do {provider} é usada.', name: 'Nome', email: 'E-mail', next: 'Continuar' },
    id: { title: 'Masuk dengan {provider} (pengembangan)', heading: 'Masuk dengan {provider}', note: 'Penyedia identitas pengembangan: tidak ada akun {provider} sungguhan yang dipakai.', name: 'Nama', email: 'Email', next: 'Lanjutkan' },
    ms: { title: 'Log masuk dengan {provider} (pembangunan)', heading: 'Log masuk dengan {provider}', note: 'Penyedia identiti pembangunan: tiada akaun {provider} sebenar digunakan.', name: 'Nama', email: 'E-mel', next: 'Teruskan' },
    hi: { title: '{provider} से साइन इन करें (डेवलपमेंट)', heading: '{provider} से साइन इन करें', note: 'डेवलपमेंट पहचान प्रदाता: कोई असली {provider} खाता इस्तेमाल नहीं होता।', name: 'नाम', email: 'ईमेल', next: 'जारी रखें' },
    ru: { title: 'Вход через {provider} (разработка)', heading: 'Вход через {provider}', note: 'Тестовый провайдер идентификации: настоящий аккаунт {provider} не используется.', name: 'Имя', email: 'Эл. почта', next: 'Продолжить' },
    ar: { title: 'تسجيل الدخول عبر {provider} (بيئة التطوير)', heading: 'تسجيل الدخول عبر {provider}', note: 'مزوّد هوية للتطوير: لا يُستخدم حساب {provider} حقيقي.', name: 'الاسم', email: 'البريد الإلكتروني', next: 'متابعة' },
  },
);
