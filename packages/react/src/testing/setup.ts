import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach } from 'vitest';

// The root vitest config has no globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.remove();
  document.body.innerHTML = '';
});
