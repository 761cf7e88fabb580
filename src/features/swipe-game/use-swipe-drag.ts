import { useRef, useState, type PointerEvent } from 'react';

/** How far a card must travel, as a share of its width, to count as a swipe rather than a nudge. */
const SWIPE_SHARE = 0.3;

/**
 * Dragging the top card with a finger or a mouse: it follows the pointer sideways, and let go far
 * enough to the right it is liked, to the left passed; otherwise it springs back. Vertical movement
 * stays the page's (touch-action: pan-y in the styles), so the page still scrolls on a phone.
 */
export function useSwipeDrag(onSwipe: (like: boolean) => void, enabled: boolean) {
  const start = useRef<{ x: number; width: number; pointer: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, released: boolean) => {
    const from = start.current;
    if (!from || from.pointer !== event.pointerId) return;
    start.current = null;
    const dx = event.clientX - from.x;
    setOffset(0);
    if (released && Math.abs(dx) >= from.width * SWIPE_SHARE) onSwipe(dx > 0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { x: event.clientX, width: event.currentTarget.offsetWidth, pointer: event.pointerId };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (from?.pointer === event.pointerId) setOffset(event.clientX - from.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };
  return { offset, handlers };
}
