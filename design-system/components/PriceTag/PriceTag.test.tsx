import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows a whole GBP price', () => {
    const { container } = render(<PriceTag price={12995} />);
    expect(container).toHaveTextContent('£12,995');
  });

  it('shows ex-VAT and inc-VAT prices for vans', () => {
    const { container } = render(<PriceTag price={10000} priceIncVat={12000} isPriceExcludingVat />);
    expect(container).toHaveTextContent('£10,000 exc. VAT£12,000 inc. VAT');
  });

  it('says what admin fee the price includes, or that there is none', () => {
    const { container, rerender } = render(<PriceTag price={9694} adminFee={199} />);
    expect(container).toHaveTextContent('£9,694Includes £199 admin fee');
    rerender(<PriceTag price={9495} adminFee={0} />);
    expect(container).toHaveTextContent('£9,495No admin fee');
    rerender(<PriceTag price={9495} />);
    expect(container).not.toHaveTextContent('admin fee');
  });

  it('shows a monthly figure', () => {
    const { container } = render(<PriceTag price={12995} monthly={199.5} />);
    expect(container).toHaveTextContent('£199.50 per month');
  });
});
