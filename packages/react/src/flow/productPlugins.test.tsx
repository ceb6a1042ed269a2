import '../testing/setup.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../../scripts/lib/import-ladder.mjs';
import { FlowProvider, useFlow } from '../core/FlowContext.tsx';
import { type FlowPlugin, goTo, type ProductFlow } from '../core/flowState.ts';
import { FLOW_PLUGINS, findScreen, type ProductRegistry } from './registry.ts';

/**
 * Widget products are plugins (docs/contributing.md#adding-a-product): a product's screens, state,
 * actions and reducer live in `screens/<product>/` and join through one entry of `flow/registry.ts`.
 */

const src = join(import.meta.dirname, '..');

/** Each product's name (its folder), screen ids (declared in its flow.ts) and action types. */
function productNames(): { product: string; names: string[] }[] {
  const products = readdirSync(join(src, 'screens'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return products.map(({ name: product }) => {
    let flow = '';
    try {
      flow = readFileSync(join(src, 'screens', product, 'flow.ts'), 'utf8');
    } catch {
      // A product with nothing in the flow (oauth: one section on Main) has no flow.ts.
    }
    const declared = flow.match(/declare module[\s\S]*?\n}\n/)?.[0] ?? '';
    const screenIds = [...declared.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');
    const actions = [...flow.matchAll(/\{ type: '(\w+)'/g)].map((match) => match[1] ?? '');
    return { product, names: [product, ...screenIds, ...actions] };
  });
}

/** Where a core or flow file (not the registry, not a test) names a product. */
function productMentions(): string[] {
  const products = productNames();
  const files = sourceFiles(src)
    .map((path) => relative(src, path))
    .filter((path) => /^(core|flow)\//.test(path) && path !== 'flow/registry.ts' && !/\.test\.tsx?$/.test(path));
  return files.flatMap((path) => {
    // Comments may say which product a generic part serves; code may not.
    const code = readFileSync(join(src, path), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const found = [...code.matchAll(/from '(?:\.\.\/)+screens\/([^/']+)|import\('(?:\.\.\/)+screens\/([^/']+)/g)].map(
      (match) => `${path} imports screens/${match[1] ?? match[2]}`,
    );
    for (const { product, names } of products) {
      for (const name of names) {
        if (new RegExp(`(['"\`])${name}\\1`).test(code)) found.push(`${path} names '${name}' (${product})`);
      }
      if (new RegExp(`\\.${product}\\b`).test(code)) found.push(`${path} reads .${product}`);
    }
    return found;
  });
}

describe('widget products as plugins', () => {
  it('core/ and flow/ (apart from the registry) name no product: no import of its folder, its name, screen ids or actions', () => {
    const products = productNames();
    // The scan knows every product and what it declares, so an empty answer means something.
    expect(products.map(({ product }) => product).sort()).toEqual(
      ['crypto', 'emailMagicLinks', 'mfa', 'oauth', 'otp', 'passkeys', 'passwords'].sort(),
    );
    expect(products.find(({ product }) => product === 'otp')?.names).toEqual([
      'otp',
      'otpAuthenticate',
      'otpConfirmation',
      'otpSent',
      'otpResent',
      'otpVerified',
    ]);
    expect(productMentions()).toEqual([]);
  });

  it('runs a product registered from outside core: its screens are reached lazily, its reducer keeps its slice, Back is the core’s', async () => {
    const user = userEvent.setup();
    render(
      <FlowProvider plugins={[...FLOW_PLUGINS, exampleFlow]}>
        <ExampleOutlet />
      </FlowProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Use a code' }));
    // The product's slice reached its screen through its own reducer.
    await screen.findByRole('heading', { name: 'Enter the code sent to ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Use a code' }));
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Signed in with a code' });
  });
});

// The example product, as a product folder would declare it in its flow.ts.
type ExampleAction = { type: 'exampleCodeSent'; destination: string } | { type: 'exampleVerified' };

declare module '../core/flowState.ts' {
  interface FlowProducts {
    example: ProductFlow<'exampleCode' | 'exampleDone', ExampleAction, { destination: string }>;
  }
}

const exampleFlow: FlowPlugin = {
  initial: { example: { destination: '' } },
  reduce(state, action) {
    switch (action.type) {
      case 'exampleCodeSent':
        return goTo(state, 'exampleCode', { example: { destination: action.destination } });
      case 'exampleVerified':
        return goTo(state, 'exampleDone');
    }
  },
};

function ExampleCodeScreen() {
  const { state, dispatch } = useFlow();
  return (
    <>
      <h1>Enter the code sent to {state.formState.example.destination}</h1>
      <button type="button" onClick={() => dispatch({ type: 'navigate', screen: 'main' })}>
        Back
      </button>
      <button type="button" onClick={() => dispatch({ type: 'exampleVerified' })}>
        Verify
      </button>
    </>
  );
}

const exampleRegistry: ProductRegistry = {
  example: {
    main: null,
    screens: {
      exampleCode: lazy(async () => ({ default: ExampleCodeScreen })),
      exampleDone: lazy(async () => ({ default: () => <h1>Signed in with a code</h1> })),
    },
    flow: exampleFlow,
  },
};

/** Main's stand-in, then the example's screens as ScreenOutlet finds them: among configured products. */
function ExampleOutlet() {
  const { state, dispatch } = useFlow();
  const Current = findScreen(['example'], state.screen, exampleRegistry);
  if (!Current) {
    const start = () => dispatch({ type: 'exampleCodeSent', destination: 'ada@example.com' });
    return (
      <button type="button" onClick={start}>
        Use a code
      </button>
    );
  }
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Current />
    </Suspense>
  );
}
