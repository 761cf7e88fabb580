type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * Shows `count` on the installed app's icon (docs/product/screens.md#page-title-and-app-badge: unread messages plus new likes, as the title),
 * where the device supports it; 0 clears it. The poller worker sets it after each poll, the page when
 * the count changes there (a liker's profile opened).
 */
export async function showAppBadge(count: number): Promise<void> {
  const nav = globalThis.navigator as BadgeNavigator;
  if (!nav.setAppBadge) return;
  await (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge?.());
}
