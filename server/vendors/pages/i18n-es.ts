/** The game pages' strings in Spanish (i18n.ts). */
import type { Strings } from './i18n.js';

const ES: Strings = {
  close: 'Cerrar', balance: 'Saldo', stake: 'Monto apostado', play: 'Girar', shoot: 'Disparar', deal: 'Repartir', draw: 'Sortear',
  win: '¡Ganas!', lose: 'Sin premio', freePlay: 'Juego gratis', fairness: 'Equidad', seedHash: 'Hash de la semilla del servidor',
  clientSeed: 'Semilla del cliente', nonce: 'Nonce', rotate: 'Revelar la semilla y empezar una nueva', revealed: 'Semilla del servidor revelada',
  verify: 'Comprobar una ronda', buy: 'Comprar bono', jackpot: 'Jackpot', bet: 'Apostar', cancel: 'Cancelar apuesta',
  open: 'Apuestas abiertas', closesIn: 'Las apuestas cierran en', results: 'Resultados', myBets: 'Mis apuestas', slip: 'Boleto de apuestas',
  odds: 'Cuota', pick: 'Tu número', tradition: 'Tradicional', entertainment: 'Entretenimiento', target: 'Objetivo',
  hit: '¡Acierto!', miss: 'Fallo', card: 'Tu cartón', balls: 'Bolas', expired: 'Este enlace del juego ha caducado.',
  error: 'Algo ha salido mal.', freeSpins: 'Giros gratis', paused: 'En pausa: responde al mensaje del sitio para continuar.',
  dealer: 'Crupier', you: 'Tú', hitCard: 'Pedir', stand: 'Plantarse', double: 'Doblar', blackjack: '¡Blackjack!', push: 'Empate: apuesta devuelta',
  bust: 'Te pasas', blackjackRules: 'El blackjack paga 3:2. El crupier se planta con cualquier 17. Se puede doblar con las dos primeras cartas.',
  realityDue: 'Recordatorio de actividad: responde al recordatorio del sitio para seguir jugando.',
  slowDown: 'Demasiadas solicitudes: ve más despacio y vuelve a intentarlo en {s} s.',
  yourLimits: 'Mis límites', limitSession: 'Has alcanzado tu límite de tiempo de sesión: tómate un descanso.', limitLeft: 'disponible',
  lossLimit_day: 'Tu límite de pérdidas diario impide esta apuesta', lossLimit_week: 'Tu límite de pérdidas semanal impide esta apuesta',
  lossLimit_month: 'Tu límite de pérdidas mensual impide esta apuesta', wagerLimit_day: 'Tu límite de apuestas diario impide esta apuesta',
  wagerLimit_week: 'Tu límite de apuestas semanal impide esta apuesta', wagerLimit_month: 'Tu límite de apuestas mensual impide esta apuesta',
  rolling_day: 'contado en las últimas 24 horas', rolling_week: 'contado en los últimos 7 días', rolling_month: 'contado en los últimos 30 días',
  game: 'Juego', fairnessCheck: 'Comprobación de equidad', engine: 'Motor del juego', serverSeed: 'Semilla del servidor', seconds: '{s} s',
  fish_shrimp: 'Gamba', fish_puffer: 'Pez globo', fish_turtle: 'Tortuga', fish_shark: 'Tiburón', fish_dragon: 'Dragón',
  pick_home: 'Local', pick_draw: 'Empate', pick_away: 'Visitante', pick_meron: 'Rojo', pick_wala: 'Azul',
  pick_player: 'Jugador', pick_banker: 'Banca', pick_tie: 'Empate', pick_big: 'Alto', pick_small: 'Bajo', pick_odd: 'Impar', pick_even: 'Par',
  status_open: 'Pendiente', status_settling: 'Liquidando', status_cancelling: 'Cancelando', status_cancelled: 'Cancelada',
  status_won: 'Ganada', status_lost: 'Perdida', status_push: 'Apuesta devuelta',
  dragon: 'Dragón', tiger: 'Tigre', tie: 'Empate', sea: 'El mar y sus peces', sound: 'Sonido', reels: 'Rodillos',
  sym_cherry: 'Cereza', sym_lemon: 'Limón', sym_bell: 'Campana', sym_bar: 'Barra', sym_seven: 'Siete', sym_scatter: 'Símbolo disperso',
};
export default ES;
