// Bumped after a change to the server's cart (add from details, merge on login), so a shown cart
// count reads the cart again (use-cart-count.ts).
import { atom } from 'nanostores';

export const cartVersion = atom(0);
export const bumpCart = (): void => cartVersion.set(cartVersion.get() + 1);
