import { SIGN_IN_PRODUCTS, type SignInProduct } from '../config/project-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import type { Project } from '../store/projects.ts';

/** The sign-in methods a project offers: its `enabled_products`, or every one when it names none. */
export const enabledProducts = (project: Project): SignInProduct[] =>
  project.settings.enabled_products ?? [...SIGN_IN_PRODUCTS];

/**
 * Refuses with product_not_enabled when the project turned `product` off: the SDK routes' gates
 * (features/bootstrap/product-gate.ts) and the OAuth start, a browser navigation outside the SDK API.
 */
export function assertProductEnabled(project: Project, product: SignInProduct): void {
  if (!enabledProducts(project).includes(product)) throw new ApiError('product_not_enabled');
}
