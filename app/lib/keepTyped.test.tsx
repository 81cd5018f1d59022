import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTyped } from './keepTyped';

/** A form of controlled fields that shows its state, as the app's pages do. */
function Form() {
  const [price, setPrice] = useState('10000');
  const [agreed, setAgreed] = useState(false);
  const [type, setType] = useState('car');
  return (
    <form>
      <label>
        Price <input value={price} onChange={(event) => setPrice(event.target.value)} />
      </label>
      <label>
        Agree <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      </label>
      {['car', 'van'].map((value) => (
        <label key={value}>
          {value}
          <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
        </label>
      ))}
      <output>{`${price} ${String(agreed)} ${type}`}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Form />);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The input of the label whose text starts with `label`. */
function field(label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')]
    .find((element) => element.textContent?.trim().startsWith(label))
    ?.querySelector('input');
  if (!found) throw new Error(`No field ${label}`);
  return found;
}
const state = () => container.querySelector('output')?.textContent;

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
}

describe('keepTyped', () => {
  it('gives the page what the visitor typed, ticked and chose before hydration', async () => {
    // The visitor acts on the prerendered page: the browser changes the fields, no React yet.
    field('Price').value = '15000';
    field('Agree').checked = true;
    field('van').checked = true;
    await hydrate();
    expect(state()).toBe('10000 false car');

    let kept = 0;
    act(() => {
      kept = keepTyped(container);
    });
    expect(kept).toBe(3);
    expect(state()).toBe('15000 true van');
    expect(field('Price').value).toBe('15000');
    expect(field('car').checked).toBe(false);
  });

  it('changes nothing when the visitor did nothing', async () => {
    await hydrate();
    let kept = -1;
    act(() => {
      kept = keepTyped(container);
    });
    expect(kept).toBe(0);
    expect(state()).toBe('10000 false car');
  });
});
