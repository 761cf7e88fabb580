/**
 * Marks a fictional profile: the icon and a visible label always, the full warning beside them where
 * there is room (or, in a compact card, for screen readers and as a tooltip). Every place that shows a
 * profile uses this, so a fictional profile is never shown unmarked.
 */
export function FictionalNotice({ icon, label, warning, compact = false }: { icon: string; label: string; warning: string; compact?: boolean }) {
  return (
    <p className="fictional" title={warning}>
      <img src={icon} alt="" width="20" height="20" />
      {compact ? (
        <>
          <span>{label}</span>
          <span className="visually-hidden">: {warning}</span>
        </>
      ) : (
        <span>{warning}</span>
      )}
    </p>
  );
}
