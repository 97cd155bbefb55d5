/**
 * The texts the site sends (SMS and e-mail through the outbox), in every language: written in the
 * language of the request that caused them (the member has no stored language), `{brand}` the
 * brand's name. Codes, usernames and passwords stay as they are, in Latin digits and letters.
 */
import { defineStrings } from '../i18n/strings';

export const OUTBOX_TEXTS = defineStrings(
  'accounts/outbox-texts',
  {
    smsCode: '{brand}: your verification code is {code}. It expires in {minutes} minutes.',
    welcome: '{brand}: welcome! Your username is {username} and your password is {password}. Change it after you log in.',
    tempPasswordSubject: '{brand}: your temporary password',
    tempPasswordBody:
      'Hello {username},\n\nYour temporary password is {password}\nLog in with it within {hours} hours, then change your password (Change password).\nIf you did not ask for this, ignore this e-mail: your password still works.',
    fundResetSubject: '{brand}: withdrawal password reset',
    fundResetBody: '{brand}: your withdrawal password reset code is {code}. It expires in {minutes} minutes.',
    devIdpSms: 'Identity provider: your {brand} verification code is {code}. It expires in {minutes} minutes.',
  },
  {
    zh: {
      smsCode: '{brand}：您的验证码是 {code}，{minutes} 分钟内有效。',
      welcome: '{brand}：欢迎！您的用户名是 {username}，密码是 {password}。登录后请修改密码。',
      tempPasswordSubject: '{brand}：您的临时密码',
      tempPasswordBody:
        '{username}，您好：\n\n您的临时密码是 {password}\n请在 {hours} 小时内用它登录，然后修改密码（修改密码）。\n如果这不是您本人的操作，请忽略此邮件：您原来的密码仍然有效。',
      fundResetSubject: '{brand}：重置提款密码',
      fundResetBody: '{brand}：您重置提款密码的验证码是 {code}，{minutes} 分钟内有效。',
      devIdpSms: '身份提供方：您的 {brand} 验证码是 {code}，{minutes} 分钟内有效。',
    },
    km: {
      smsCode: '{brand}៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {code}។ វាផុតកំណត់ក្នុងរយៈពេល {minutes} នាទី។',
      welcome: '{brand}៖ សូមស្វាគមន៍! ឈ្មោះអ្នកប្រើរបស់អ្នកគឺ {username} ហើយពាក្យសម្ងាត់គឺ {password}។ សូមប្ដូរវាបន្ទាប់ពីចូលគណនី។',
      tempPasswordSubject: '{brand}៖ ពាក្យសម្ងាត់បណ្ដោះអាសន្នរបស់អ្នក',
      tempPasswordBody:
        'សួស្ដី {username}\n\nពាក្យសម្ងាត់បណ្ដោះអាសន្នរបស់អ្នកគឺ {password}\nសូមចូលគណនីជាមួយវាក្នុងរយៈពេល {hours} ម៉ោង រួចប្ដូរពាក្យសម្ងាត់របស់អ្នក (ប្ដូរពាក្យសម្ងាត់)។\nបើអ្នកមិនបានស្នើសុំទេ សូមមិនអើពើអ៊ីមែលនេះ៖ ពាក្យសម្ងាត់របស់អ្នកនៅតែប្រើបាន។',
      fundResetSubject: '{brand}៖ កំណត់ពាក្យសម្ងាត់ដកប្រាក់ឡើងវិញ',
      fundResetBody: '{brand}៖ លេខកូដកំណត់ពាក្យសម្ងាត់ដកប្រាក់ឡើងវិញរបស់អ្នកគឺ {code}។ វាផុតកំណត់ក្នុងរយៈពេល {minutes} នាទី។',
      devIdpSms: 'អ្នកផ្ដល់អត្តសញ្ញាណ៖ លេខកូដផ្ទៀងផ្ទាត់ {brand} របស់អ្នកគឺ {code}។ វាផុតកំណត់ក្នុងរយៈពេល {minutes} នាទី។',
    },
    tw: {
      smsCode: '{brand}：您的驗證碼是 {code}，{minutes} 分鐘內有效。',
      welcome: '{brand}：歡迎！您的使用者名稱是 {username}，密碼是 {password}。登入後請修改密碼。',
      tempPasswordSubject: '{brand}：您的臨時密碼',
      tempPasswordBody:
        '{username}，您好：\n\n您的臨時密碼是 {password}\n請在 {hours} 小時內用它登入，然後修改密碼（修改密碼）。\n如果這不是您本人的操作，請忽略此郵件：您原來的密碼仍然有效。',
      fundResetSubject: '{brand}：重設提款密碼',
      fundResetBody: '{brand}：您重設提款密碼的驗證碼是 {code}，{minutes} 分鐘內有效。',
      devIdpSms: '身分提供者：您的 {brand} 驗證碼是 {code}，{minutes} 分鐘內有效。',
    },
    ja: {
      smsCode: '{brand}：認証コードは {code} です。有効期限は {minutes} 分です。',
      welcome: '{brand}：ようこそ！ユーザー名は {username}、パスワードは {password} です。ログイン後にパスワードを変更してください。',
      tempPasswordSubject: '{brand}：仮パスワードのお知らせ',
      tempPasswordBody:
        '{username} 様\n\n仮パスワードは {password} です\n{hours} 時間以内にこのパスワードでログインし、パスワードを変更してください（パスワード変更）。\nお心当たりがない場合は、このメールを無視してください。現在のパスワードはそのまま使えます。',
      fundResetSubject: '{brand}：出金パスワードの再設定',
      fundResetBody: '{brand}：出金パスワード再設定の認証コードは {code} です。有効期限は {minutes} 分です。',
      devIdpSms: 'ID プロバイダー：{brand} の認証コードは {code} です。有効期限は {minutes} 分です。',
    },
    th: {
      smsCode: '{brand}: รหัสยืนยันของคุณคือ {code} รหัสจะหมดอายุใน {minutes} นาที',
      welcome: '{brand}: ยินดีต้อนรับ! ชื่อผู้ใช้ของคุณคือ {username} และรหัสผ่านคือ {password} กรุณาเปลี่ยนรหัสผ่านหลังเข้าสู่ระบบ',
      tempPasswordSubject: '{brand}: รหัสผ่านชั่วคราวของคุณ',
      tempPasswordBody:
        'สวัสดี {username}\n\nรหัสผ่านชั่วคราวของคุณคือ {password}\nกรุณาเข้าสู่ระบบด้วยรหัสนี้ภายใน {hours} ชั่วโมง แล้วเปลี่ยนรหัสผ่านของคุณ (เปลี่ยนรหัสผ่าน)\nหากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านเดิมของคุณยังใช้ได้',
      fundResetSubject: '{brand}: ตั้งรหัสผ่านการถอนเงินใหม่',
      fundResetBody: '{brand}: รหัสสำหรับตั้งรหัสผ่านการถอนเงินใหม่ของคุณคือ {code} รหัสจะหมดอายุใน {minutes} นาที',
      devIdpSms: 'ผู้ให้บริการยืนยันตัวตน: รหัสยืนยัน {brand} ของคุณคือ {code} รหัสจะหมดอายุใน {minutes} นาที',
    },
    vi: {
      smsCode: '{brand}: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút.',
      welcome: '{brand}: chào mừng bạn! Tên đăng nhập của bạn là {username} và mật khẩu là {password}. Hãy đổi mật khẩu sau khi đăng nhập.',
      tempPasswordSubject: '{brand}: mật khẩu tạm thời của bạn',
      tempPasswordBody:
        'Xin chào {username},\n\nMật khẩu tạm thời của bạn là {password}\nHãy đăng nhập bằng mật khẩu này trong vòng {hours} giờ, rồi đổi mật khẩu (Đổi mật khẩu).\nNếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu hiện tại của bạn vẫn dùng được.',
      fundResetSubject: '{brand}: đặt lại mật khẩu rút tiền',
      fundResetBody: '{brand}: mã đặt lại mật khẩu rút tiền của bạn là {code}. Mã hết hạn sau {minutes} phút.',
      devIdpSms: 'Nhà cung cấp danh tính: mã xác minh {brand} của bạn là {code}. Mã hết hạn sau {minutes} phút.',
    },
    my: {
      smsCode: '{brand}- သင့်အတည်ပြုကုဒ်မှာ {code} ဖြစ်သည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။',
      welcome: '{brand}- ကြိုဆိုပါသည်။ သင့်အသုံးပြုသူအမည်မှာ {username} ဖြစ်ပြီး စကားဝှက်မှာ {password} ဖြစ်သည်။ ဝင်ရောက်ပြီးနောက် စကားဝှက်ကို ပြောင်းပါ။',
      tempPasswordSubject: '{brand}- သင့်ယာယီစကားဝှက်',
      tempPasswordBody:
        'မင်္ဂလာပါ {username}\n\nသင့်ယာယီစကားဝှက်မှာ {password} ဖြစ်သည်\n{hours} နာရီအတွင်း ၎င်းဖြင့် ဝင်ရောက်ပြီး စကားဝှက်ကို ပြောင်းပါ (စကားဝှက်ပြောင်းရန်)။\nသင်မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ- သင့်စကားဝှက်ဟောင်း ဆက်အသုံးပြုနိုင်ပါသည်။',
      fundResetSubject: '{brand}- ငွေထုတ်စကားဝှက် ပြန်လည်သတ်မှတ်ခြင်း',
      fundResetBody: '{brand}- သင့်ငွေထုတ်စကားဝှက် ပြန်လည်သတ်မှတ်ရန်ကုဒ်မှာ {code} ဖြစ်သည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။',
      devIdpSms: 'အထောက်အထားပေးသူ- သင့် {brand} အတည်ပြုကုဒ်မှာ {code} ဖြစ်သည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။',
    },
    es: {
      smsCode: '{brand}: tu código de verificación es {code}. Caduca en {minutes} minutos.',
      welcome: '{brand}: ¡bienvenido! Tu usuario es {username} y tu contraseña es {password}. Cámbiala después de iniciar sesión.',
      tempPasswordSubject: '{brand}: tu contraseña temporal',
      tempPasswordBody:
        'Hola, {username}:\n\nTu contraseña temporal es {password}\nInicia sesión con ella en las próximas {hours} horas y después cambia tu contraseña (Cambiar contraseña).\nSi no lo has pedido tú, ignora este correo: tu contraseña sigue funcionando.',
      fundResetSubject: '{brand}: restablecer la contraseña de retiro',
      fundResetBody: '{brand}: tu código para restablecer la contraseña de retiro es {code}. Caduca en {minutes} minutos.',
      devIdpSms: 'Proveedor de identidad: tu código de verificación de {brand} es {code}. Caduca en {minutes} minutos.',
    },
    hi: {
      smsCode: '{brand}: आपका सत्यापन कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
      welcome: '{brand}: स्वागत है! आपका यूज़रनेम {username} है और पासवर्ड {password} है। लॉग इन करने के बाद इसे बदल लें।',
      tempPasswordSubject: '{brand}: आपका अस्थायी पासवर्ड',
      tempPasswordBody:
        'नमस्ते {username},\n\nआपका अस्थायी पासवर्ड {password} है\n{hours} घंटों के भीतर इससे लॉग इन करें, फिर अपना पासवर्ड बदलें (पासवर्ड बदलें)।\nअगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड अब भी काम करता है।',
      fundResetSubject: '{brand}: निकासी पासवर्ड रीसेट',
      fundResetBody: '{brand}: आपका निकासी पासवर्ड रीसेट कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
      devIdpSms: 'पहचान प्रदाता: आपका {brand} सत्यापन कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
    },
    id: {
      smsCode: '{brand}: kode verifikasi Anda adalah {code}. Kode berlaku {minutes} menit.',
      welcome: '{brand}: selamat datang! Nama pengguna Anda {username} dan kata sandi Anda {password}. Ganti kata sandi setelah masuk.',
      tempPasswordSubject: '{brand}: kata sandi sementara Anda',
      tempPasswordBody:
        'Halo {username},\n\nKata sandi sementara Anda adalah {password}\nMasuklah dengan kata sandi ini dalam {hours} jam, lalu ganti kata sandi Anda (Ganti kata sandi).\nJika Anda tidak memintanya, abaikan email ini: kata sandi Anda masih berlaku.',
      fundResetSubject: '{brand}: atur ulang kata sandi penarikan',
      fundResetBody: '{brand}: kode untuk mengatur ulang kata sandi penarikan Anda adalah {code}. Kode berlaku {minutes} menit.',
      devIdpSms: 'Penyedia identitas: kode verifikasi {brand} Anda adalah {code}. Kode berlaku {minutes} menit.',
    },
    ko: {
      smsCode: '{brand}: 인증 코드는 {code}입니다. {minutes}분 후에 만료됩니다.',
      welcome: '{brand}: 환영합니다! 아이디는 {username}, 비밀번호는 {password}입니다. 로그인 후 비밀번호를 변경하세요.',
      tempPasswordSubject: '{brand}: 임시 비밀번호 안내',
      tempPasswordBody:
        '{username}님, 안녕하세요.\n\n임시 비밀번호는 {password}입니다\n{hours}시간 안에 이 비밀번호로 로그인한 뒤 비밀번호를 변경하세요(비밀번호 변경).\n요청하지 않으셨다면 이 이메일을 무시하세요. 기존 비밀번호는 계속 사용할 수 있습니다.',
      fundResetSubject: '{brand}: 출금 비밀번호 재설정',
      fundResetBody: '{brand}: 출금 비밀번호 재설정 코드는 {code}입니다. {minutes}분 후에 만료됩니다.',
      devIdpSms: '인증 제공자: {brand} 인증 코드는 {code}입니다. {minutes}분 후에 만료됩니다.',
    },
    ms: {
      smsCode: '{brand}: kod pengesahan anda ialah {code}. Kod tamat tempoh dalam {minutes} minit.',
      welcome:
        '{brand}: selamat datang! Nama pengguna anda {username} dan kata laluan anda {password}. Tukar kata laluan selepas log masuk.',
      tempPasswordSubject: '{brand}: kata laluan sementara anda',
      tempPasswordBody:
        'Hai {username},\n\nKata laluan sementara anda ialah {password}\nLog masuk dengannya dalam masa {hours} jam, kemudian tukar kata laluan anda (Tukar kata laluan).\nJika anda tidak memintanya, abaikan e-mel ini: kata laluan anda masih boleh digunakan.',
      fundResetSubject: '{brand}: tetapkan semula kata laluan pengeluaran',
      fundResetBody:
        '{brand}: kod untuk menetapkan semula kata laluan pengeluaran anda ialah {code}. Kod tamat tempoh dalam {minutes} minit.',
      devIdpSms: 'Penyedia identiti: kod pengesahan {brand} anda ialah {code}. Kod tamat tempoh dalam {minutes} minit.',
    },
    pt: {
      smsCode: '{brand}: seu código de verificação é {code}. Ele expira em {minutes} minutos.',
      welcome: '{brand}: boas-vindas! Seu usuário é {username} e sua senha é {password}. Altere a senha depois de entrar.',
      tempPasswordSubject: '{brand}: sua senha temporária',
      tempPasswordBody:
        'Olá, {username},\n\nSua senha temporária é {password}\nEntre com ela em até {hours} horas e depois altere sua senha (Alterar senha).\nSe você não pediu isso, ignore este e-mail: sua senha continua valendo.',
      fundResetSubject: '{brand}: redefinição da senha de saque',
      fundResetBody: '{brand}: seu código para redefinir a senha de saque é {code}. Ele expira em {minutes} minutos.',
      devIdpSms: 'Provedor de identidade: seu código de verificação {brand} é {code}. Ele expira em {minutes} minutos.',
    },
    ru: {
      smsCode: '{brand}: ваш код подтверждения {code}. Он действует {minutes} минут.',
      welcome: '{brand}: добро пожаловать! Ваш логин {username}, пароль {password}. Смените пароль после входа.',
      tempPasswordSubject: '{brand}: ваш временный пароль',
      tempPasswordBody:
        'Здравствуйте, {username}!\n\nВаш временный пароль: {password}\nВойдите с ним в течение {hours} ч, затем смените пароль (Сменить пароль).\nЕсли вы не запрашивали пароль, проигнорируйте это письмо: ваш прежний пароль по-прежнему действует.',
      fundResetSubject: '{brand}: сброс пароля для вывода средств',
      fundResetBody: '{brand}: код для сброса пароля для вывода средств {code}. Он действует {minutes} минут.',
      devIdpSms: 'Провайдер идентификации: ваш код подтверждения {brand} {code}. Он действует {minutes} минут.',
    },
    ar: {
      smsCode: '{brand}: رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
      welcome: '{brand}: أهلًا بك! اسم المستخدم الخاص بك {username} وكلمة المرور {password}. غيّرها بعد تسجيل الدخول.',
      tempPasswordSubject: '{brand}: كلمة المرور المؤقتة',
      tempPasswordBody:
        'مرحبًا {username}،\n\nكلمة المرور المؤقتة الخاصة بك هي {password}\nسجّل الدخول بها خلال {hours} ساعة، ثم غيّر كلمة المرور (تغيير كلمة المرور).\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة: كلمة المرور الحالية ما زالت تعمل.',
      fundResetSubject: '{brand}: إعادة تعيين كلمة مرور السحب',
      fundResetBody: '{brand}: رمز إعادة تعيين كلمة مرور السحب هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
      devIdpSms: 'مزوّد الهوية: رمز التحقق الخاص بك في {brand} هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
    },
  },
);
