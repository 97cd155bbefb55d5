/** What a content screen's last action ended with: its error (an alert) or its notice (a status). */
export function ActionMessages({
  error,
  notice,
  errorTestId,
  noticeTestId,
}: {
  error: string | null;
  notice: string | null;
  errorTestId?: string;
  noticeTestId?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="error" data-testid={errorTestId}>
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="ok" data-testid={noticeTestId}>
          {notice}
        </p>
      )}
    </>
  );
}
