import type { Product } from './types.ts';

const warned = new Set<string>();

/**
 * The configured products the project also turned on (its `enabled_products`, from the bootstrap):
 * the console's switch wins over the host's list, so the widget never offers a method the server
 * refuses with product_not_enabled. Until the bootstrap answers, or when it names none, the host's
 * list. A test project (`public-token-test-…`) warns once per hidden product in the browser's
 * console, as Stytch's and Clerk's development instances do, so the developer learns why.
 */
export function projectProducts(products: Product[], enabled: string[] | undefined, token: string): Product[] {
  return enabled
    ? products.filter((product) => {
        const on = enabled.includes(product);
        if (!on && /^public-token-test-/.test(token) && !warned.has(token + product)) {
          warned.add(token + product);
          console.warn(`[foyer] ${product} is off in the project's console settings: not shown`);
        }
        return on;
      })
    : products;
}
