import type { ComponentType } from 'react';

/** What every overlay receives: the modal store's data, and a way to close itself. */
export interface OverlayProps {
  data: Readonly<Record<string, unknown>>;
  close: () => void;
}

export type OverlayComponent = ComponentType<OverlayProps>;
export type OverlayLoader = () => Promise<{ default: OverlayComponent }>;

/** Reads a string from overlay data, with a fallback when it is missing or not a string. */
export function text(data: OverlayProps['data'], key: string, fallback = ''): string {
  const value = data[key];
  return typeof value === 'string' ? value : fallback;
}

/** Reads a list of strings from overlay data. */
export function textList(data: OverlayProps['data'], key: string): string[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Reads a callback from overlay data. */
export function callback<A extends unknown[]>(
  data: OverlayProps['data'],
  key: string,
): ((...args: A) => void) | undefined {
  const value = data[key];
  return typeof value === 'function' ? (value as (...args: A) => void) : undefined;
}
