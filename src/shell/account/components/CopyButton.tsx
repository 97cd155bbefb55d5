/** Copies a value (account, id); falls back to a prompt with Ctrl+C / Cmd+C when the clipboard is refused. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Icon, toast } from '@kernel';

const copied = msg`Copied`;
const fallback = msg({ id: 'copy_fallback', message: 'Copy to clipboard: Ctrl+C or Cmd+C, then Enter' });

export function CopyButton({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { i18n } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.copy(copied);
    } catch {
      window.prompt(i18n._(fallback), value);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      data-testid={testId}
      style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer' }}
    >
      <Icon name="copy" size={1} />
    </button>
  );
}
