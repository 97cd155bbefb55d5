/**
 * The kernel: what the shell and every remote share as one singleton (Module Federation shares
 * this module by name, `@kernel`). Import from `@kernel` only, never from a file inside it.
 */
export { apiRequest, connectionLostAtom, type RequestOptions, statusStaleAtom } from './api/client';
export { ApiError, CLIENT_CODES, connectionRetryingMessage, noDataMessage } from './api/errors';
export { platformHeaders } from './api/headers';
export { type Connection, connectionAtom, SLOW_CALL_MS, watchConnection } from './api/network';
export { customerServiceUrl, openCustomerService } from './customer-service';
export { type HostParts, hostParts, lendHostParts, loadHostParts } from './host-parts';
export { APP_VERSION_MARKER, appVersionOf, applyAppStyle, deviceHeader, inApp, isStandalone } from './device';
export { type Format, useFormat } from './format/useFormat';
export { useFlag, useGateContext, useSite } from './hooks';
export { type Loaded, useLoad } from './useLoad';
export { yieldToMain } from './yield';
export { activateLanguage, type CatalogLoaders, changeLanguage, registerCatalog } from './i18n/catalogs';
export { languageAtom, readSavedLanguage } from './i18n/language';
export { LinguiProvider } from './i18n/LinguiProvider';
export { filterByGate, type GateContext, isAgentType, passesGate } from './routing/gate';
export { HOME_ALIASES, HOME_PATH, paths, ROUTE_KEYS, type RouteInfo, type RouteKey, type RouteOwner, routeKeyOf } from './routing/paths';
export {
  defineRemote,
  defineRoute,
  type Gate,
  type MenuEntry,
  type NavItem,
  type PageProps,
  type RemoteRegistration,
  type RouteDef,
} from './routing/registry';
export {
  balanceAtom,
  clearSessionAtom,
  isLoggedInAtom,
  loginAtom,
  type SessionInfo,
  sessionInfoAtom,
  tokenAtom,
} from './session/atoms';
export { chatUnreadAtom } from './session/chat-unread';
export { closedWhileExcluded, exclusionAtom, exclusionInForce, OPEN_WHILE_EXCLUDED, sessionRulesVersionAtom } from './session/exclusion';
export { memberInfoAtom, rankProgressAtom, tempPasswordAtom, vipProgressAtom } from './session/member';
export {
  type AccountPanel,
  type AccountPanelState,
  accountPanelAtom,
  closeAccountPanelAtom,
  openAccountPanelAtom,
  sessionEndedAtom,
} from './session/panel';
export { decodeRemembered, encodeRemembered, type RememberedLogin, rememberedLoginAtom } from './session/remembered';
export { isTrialAtom, type TrialSession, trialSessionAtom, trialUserNameAtom } from './session/trial';
export { flagsAtom, siteAtom, statusAtom, systemStatusAtom } from './status/atoms';
export { readCachedStatus, statusCacheKey } from './status/cache';
export { fetchStatus, loadStatus } from './status/load';
export { tenantOverride } from './status/tenant';
export { readItem, STORAGE_KEYS, writeItem } from './storage';
export { store, storeId, storeIdOf } from './store';
export { BannerStrip } from './ui/banner-strip';
export { ErrorBoundary } from './ui/ErrorBoundary';
export { ErrorView } from './ui/ErrorView';
export { AgeBadge, GLYPHS, Icon, type IconName, type IconProps, loadMoreGlyphs } from './ui/icons';
export { Modal } from './ui/Modal';
export { Popup } from './ui/Popup';
export { lockScroll, useScrollLock } from './ui/scroll-lock';
export { Skeleton } from './ui/Skeleton';
export { Toaster } from './ui/Toaster';
export { showToast, TOAST_MS, type Toast, toast, toastsAtom, withLoading } from './ui/toast';
export { type HeaderOptions, headerOptionsAtom, useHeaderOptions } from './ui/header';
export { balanceMaskedAtom, refreshWalletAtom, setWalletAtom, walletAtom, walletRefreshingAtom } from './wallet/atoms';
