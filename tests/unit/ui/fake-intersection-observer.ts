// IntersectionObserver stand-in for the infinite lists: the test says when the sentinel is in view.
export class FakeIO {
  static all: FakeIO[] = [];
  targets: Element[] = [];
  constructor(private cb: IntersectionObserverCallback) {
    FakeIO.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  fire() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) this.cb(entries, this as unknown as IntersectionObserver);
  }
}
