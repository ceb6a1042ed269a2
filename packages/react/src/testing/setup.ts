import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeAllToasts } from '../core/toasts.ts';

// findBy* and waitFor wait for a condition up to this bound (1 s by default, which a machine kept
// busy by other work exceeded); they return as soon as it holds.
configure({ asyncUtilTimeout: 3_000 });

// The root vitest config has no globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  removeAllToasts();
  document.body.innerHTML = '';
});
