/** Draws one account panel by name; `go` switches to another (modal) or its page. */
import { type AccountPanel, useFlag } from '@kernel';
import { ForgotPanel } from './ForgotPanel';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';

type Props = { panel: AccountPanel; agent?: boolean; onDone: () => void; go: (panel: AccountPanel) => void };

export function PanelSwitch({ panel, agent, onDone, go }: Props) {
  const registration = useFlag('REG3');
  if (panel === 'register' && registration) return <RegisterPanel onDone={onDone} onLogin={() => go('login')} />;
  if (panel === 'forget') return <ForgotPanel onBack={onDone} />;
  return <LoginPanel agent={agent ?? false} onDone={onDone} onForgot={() => go('forget')} onRegister={() => go('register')} />;
}
