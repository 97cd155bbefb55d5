/** The game pages' strings in Russian (i18n.ts). */
import type { Strings } from './i18n.js';

const RU: Strings = {
  close: 'Закрыть', balance: 'Баланс', stake: 'Ставка', play: 'Крутить', shoot: 'Выстрел', deal: 'Раздать', draw: 'Розыгрыш',
  win: 'Вы выиграли', lose: 'Без выигрыша', freePlay: 'Бесплатная игра', fairness: 'Честность', seedHash: 'Хеш сида сервера',
  clientSeed: 'Сид клиента', nonce: 'Номер раунда (nonce)', rotate: 'Раскрыть сид и начать новый', revealed: 'Раскрытый сид сервера',
  verify: 'Проверить раунд', buy: 'Купить бонус', jackpot: 'Джекпот', bet: 'Сделать ставку', cancel: 'Отменить ставку',
  open: 'Ставки принимаются', closesIn: 'Приём ставок закроется через', results: 'Результаты', myBets: 'Мои ставки', slip: 'Купон',
  odds: 'Коэффициент', pick: 'Ваше число', tradition: 'Классика', entertainment: 'Развлечение', target: 'Цель',
  hit: 'Попадание!', miss: 'Промах', card: 'Ваша карточка', balls: 'Шары', expired: 'Срок действия ссылки на игру истёк.',
  error: 'Что-то пошло не так.', freeSpins: 'Бесплатные вращения', paused: 'Пауза: ответьте на сообщение на сайте, чтобы продолжить.',
  dealer: 'Дилер', you: 'Вы', hitCard: 'Ещё', stand: 'Хватит', double: 'Удвоить', blackjack: 'Блэкджек!', push: 'Ничья: ставка возвращена',
  bust: 'Перебор', blackjackRules: 'Блэкджек оплачивается 3:2. Дилер останавливается на любых 17. Удвоение на первых двух картах.',
  realityDue: 'Время проверки реальности: ответьте на напоминание на сайте, чтобы продолжить игру.',
  slowDown: 'Слишком много запросов: не торопитесь и попробуйте снова через {s} с.',
  yourLimits: 'Мои лимиты', limitSession: 'Достигнут лимит времени сеанса: сделайте перерыв.', limitLeft: 'осталось',
  lossLimit_day: 'Ваш дневной лимит проигрыша не позволяет эту ставку', lossLimit_week: 'Ваш недельный лимит проигрыша не позволяет эту ставку',
  lossLimit_month: 'Ваш месячный лимит проигрыша не позволяет эту ставку', wagerLimit_day: 'Ваш дневной лимит ставок не позволяет эту ставку',
  wagerLimit_week: 'Ваш недельный лимит ставок не позволяет эту ставку', wagerLimit_month: 'Ваш месячный лимит ставок не позволяет эту ставку',
  rolling_day: 'за последние 24 часа', rolling_week: 'за последние 7 дней', rolling_month: 'за последние 30 дней',
  game: 'Игра', fairnessCheck: 'Проверка честности', engine: 'Игровой движок', serverSeed: 'Сид сервера', seconds: '{s} с',
  fish_shrimp: 'Креветка', fish_puffer: 'Рыба-фугу', fish_turtle: 'Черепаха', fish_shark: 'Акула', fish_dragon: 'Дракон',
  pick_home: 'Хозяева', pick_draw: 'Ничья', pick_away: 'Гости', pick_meron: 'Красный', pick_wala: 'Синий',
  pick_player: 'Игрок', pick_banker: 'Банкир', pick_tie: 'Ничья', pick_big: 'Больше', pick_small: 'Меньше', pick_odd: 'Нечёт', pick_even: 'Чёт',
  status_open: 'Ожидает результата', status_settling: 'Расчёт', status_cancelling: 'Отменяется', status_cancelled: 'Отменена',
  status_won: 'Выигрыш', status_lost: 'Проигрыш', status_push: 'Ставка возвращена',
  dragon: 'Дракон', tiger: 'Тигр', tie: 'Ничья', sea: 'Море и рыбы', sound: 'Звук', reels: 'Барабаны',
  sym_cherry: 'Вишня', sym_lemon: 'Лимон', sym_bell: 'Колокольчик', sym_bar: 'Бар', sym_seven: 'Семёрка', sym_scatter: 'Скаттер',
};
export default RU;
