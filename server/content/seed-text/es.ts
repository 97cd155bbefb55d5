/** The demo content in Spanish (neutral Latin-American, the player addressed as «tú»). */
import type { SeedText } from './shape';

export const es: SeedText = {
  categories: { newMembers: 'Nuevos miembros', daily: 'Diarias', vip: 'VIP' },
  promotions: {
    welcome: [
      'Bono de bienvenida del 100 %',
      '<p>Haz tu primer depósito en {brand} y solicítalo: lo duplicamos.</p><ul><li>Una solicitud por miembro</li><li>Volumen de apuestas de 10 veces el bono antes del retiro</li></ul>',
    ],
    checkIn: ['Bono diario por iniciar sesión', '<p>Inicia sesión todos los días y reclama un pequeño bono. Una promoción permanente.</p>'],
    bigWin: ['Comparte tu gran premio', '<p>¿Ganaste en grande? Sube una captura de pantalla del premio y dinos el juego.</p>'],
    birthday: [
      'Regalo de cumpleaños VIP',
      '<p>Los miembros VIP reciben un regalo en el mes de su cumpleaños. Sube una foto de tu identificación.</p>',
    ],
    rebate: ['Reembolso semanal del 1 %', '<p>Recupera el 1 % de tu volumen de apuestas semanal. Dinos a qué juegos jugaste.</p>'],
  },
  homeBanners: { welcome: 'Bono de bienvenida', slots: 'Tragamonedas', live: 'Casino en vivo' },
  groupBanners: {
    promotion: 'Promociones',
    rng: 'Tragamonedas',
    sports: 'Deportes',
    pvp: 'Juegos de cartas',
    live: 'Casino en vivo',
    fish: 'Pesca',
    lott: 'Lotería',
    elott: 'Lotería electrónica',
    reg: 'Regístrate hoy',
  },
  notices: {
    welcome: [
      'Bienvenido a {brand}',
      '<p>Gracias por unirte a <b>{brand}</b>.</p><p>Los depósitos se acreditan en minutos; contacta a atención al cliente cuando quieras.</p>',
    ],
    maintenance: ['Mantenimiento programado', '<p>Algunos proveedores de juegos estarán en mantenimiento el domingo de 02:00 a 04:00.</p>'],
    newGames: ['Juegos nuevos cada semana', '<p>Descubre las nuevas tragamonedas y juegos de pesca añadidos esta semana.</p>'],
    responsible: ['Juega con responsabilidad', '<p>Define límites de depósito y de pérdidas en tu configuración de juego responsable.</p>'],
    ended: ['Terminó el evento del mes pasado', '<p>Este evento ha terminado.</p>'],
    next: ['La próxima semana', '<p>Un nuevo torneo comienza la próxima semana.</p>'],
  },
  popups: {
    gift: ['Un regalo para nuevos miembros', '<p>Deposita hoy y recibe un <b>bono de bienvenida del 100 %</b>.</p>'],
    safeDeposit: [
      'Deposita con seguridad',
      '<p>Deposita solo en las cuentas que aparecen en la página de depósito. El personal nunca te pedirá tu contraseña.</p>',
    ],
  },
  hot: { jackpotWeek: ['Semana del jackpot', '<p>Esta semana cada juego con jackpot ofrece un sorteo de bonificación.</p>'] },
  agent: {
    commission: ['Liquidación de comisiones', '<p>Las comisiones del mes pasado se liquidan el día 5.</p>'],
    tools: [
      'Nuevas herramientas para agentes',
      '<p>Los informes del equipo ahora muestran los contratos de salario diario y dividendos.</p>',
    ],
  },
  help: {
    about: [
      'Quiénes somos',
      '<p>{brand} es un sitio de juegos en línea para jugadores de {age} años o más. Los juegos provienen de proveedores con licencia.</p>',
    ],
    deposit: ['Depósitos', '<p>Abre <b>Depositar</b>, elige un método, ingresa el monto y sigue los pasos.</p>'],
    depositTime: [
      '¿Cuánto tarda un depósito?',
      '<p>Los pagos en línea se acreditan al instante; las transferencias bancarias, cuando el personal las confirma, normalmente en 15 minutos.</p>',
    ],
    depositMinimum: ['Depósito mínimo', '<p>La página de depósito muestra los límites de cada método.</p>'],
    withdraw: ['Retiros', '<p>Agrega una tarjeta bancaria en el centro de seguridad y luego abre <b>Retirar</b>.</p>'],
    withdrawPending: [
      '¿Por qué mi retiro está pendiente?',
      '<p>Los bonos deben cumplir primero su requisito de apuesta; el personal revisa cada retiro.</p>',
    ],
    responsible: [
      'Juego responsable',
      '<p>Define límites de depósito y de pérdidas, toma una pausa o autoexclúyete desde tu perfil. Solo pueden jugar personas de {age} años o más.</p>',
    ],
    terms: [
      'Términos y condiciones',
      '<p>Al registrarte en {brand} aceptas estos términos.</p><ol><li>Tienes {age} años o más.</li><li>Una cuenta por persona.</li><li>Los bonos siguen las reglas de cada promoción.</li></ol>',
    ],
    termsAccounts: ['Cuentas', '<p>Mantén tu contraseña en secreto; el personal nunca te la pedirá.</p>'],
    termsBonuses: ['Bonos', '<p>Un bono debe apostarse según indique su promoción antes del retiro.</p>'],
    privacy: ['Privacidad', '<p>{brand} guarda tus datos para gestionar tu cuenta y nunca los vende.</p>'],
  },
};
