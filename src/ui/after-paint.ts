// Resolves once the browser has drawn what was committed so far: after the next animation frame,
// in a task of its own. A screen drawn in parts (use-staged.ts) then gets each part's style,
// layout and paint in a frame before the next part's render, instead of one long layout at the end.
// Without requestAnimationFrame, or in a hidden page (no frames come there), a zero timeout.
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.hidden)) later();
    else requestAnimationFrame(later);
  });
}
