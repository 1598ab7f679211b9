// IntersectionObserver stand-in for the infinite lists and the near-view markers: the test says
// when a target is in view (happy-dom's own observer never reports anything).
export class FakeIO {
  static all: FakeIO[] = [];
  targets: Element[] = [];
  constructor(
    private cb: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIO.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  /** Reports the observed targets (those `only` accepts, when given) as in view. */
  fire(only?: (target: Element) => boolean) {
    const entries = this.targets.filter((t) => !only || only(t)).map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) this.cb(entries, this as unknown as IntersectionObserver);
  }
}
