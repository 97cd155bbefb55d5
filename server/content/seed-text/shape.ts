/**
 * The shape of the demo content in one language: every title and HTML body a brand starts with
 * (`seed-data.ts` and `help-data.ts` assemble them per entry). `{brand}` becomes the brand's name and
 * `{age}` its minimum age; every language keeps the English entry's placeholders and HTML tags.
 */
export type Item = readonly [title: string, html: string];

export type SeedText = {
  categories: { newMembers: string; daily: string; vip: string };
  promotions: { welcome: Item; checkIn: Item; bigWin: Item; birthday: Item; rebate: Item };
  homeBanners: { welcome: string; slots: string; live: string };
  groupBanners: {
    promotion: string;
    rng: string;
    sports: string;
    pvp: string;
    live: string;
    fish: string;
    lott: string;
    elott: string;
    reg: string;
  };
  notices: { welcome: Item; maintenance: Item; newGames: Item; responsible: Item; ended: Item; next: Item };
  popups: { gift: Item; safeDeposit: Item };
  hot: { jackpotWeek: Item };
  agent: { commission: Item; tools: Item };
  help: {
    about: Item;
    deposit: Item;
    depositTime: Item;
    depositMinimum: Item;
    withdraw: Item;
    withdrawPending: Item;
    responsible: Item;
    terms: Item;
    termsAccounts: Item;
    termsBonuses: Item;
    privacy: Item;
  };
};
