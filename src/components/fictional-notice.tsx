/**
 * Marks a fictional profile: the icon always, and the warning text where there is room. Every place
 * that shows a profile uses this, so a fictional profile is never shown unmarked.
 */
export function FictionalNotice({ icon, warning, compact = false }: { icon: string; warning: string; compact?: boolean }) {
  return (
    <p className={compact ? 'fictional fictional-compact' : 'fictional'} title={warning}>
      <img src={icon} alt="" width="20" height="20" /> <span className={compact ? 'visually-hidden' : undefined}>{warning}</span>
    </p>
  );
}
