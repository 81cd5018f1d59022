import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and the element asked for otherwise', () => {
    render(
      <>
        <Text>Dealers near SW1A 1AA</Text>
        <Text elementType="strong">£12,995</Text>
      </>,
    );
    expect(screen.getByText('Dealers near SW1A 1AA').tagName).toBe('P');
    expect(screen.getByText('£12,995').tagName).toBe('STRONG');
  });
});
