import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Dialog } from 'react-aria-components';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SessionState, Valuation as ValuationAnswer } from '@app/api/types';
import CapHpiOverlay from '@app/features/sell/CapHpiOverlay';
import { CarValuationPage } from '@app/features/sell/CarValuationPage';
import { PartExchangePage } from '@app/features/sell/PartExchangePage';
import { SellHomePage } from '@app/features/sell/SellHomePage';
import { SellingTipsPage } from '@app/features/sell/SellingTipsPage';
import { ModalHost } from '@app/overlays/ModalHost';
import { StoresProvider } from '@app/stores/StoresContext';
import {
  createTestStores,
  jsonResponse as json,
  sessionState,
  valuationExample,
  type SentRequest,
} from '@app/stores/testing';
import { narrow } from '../../support/decorators';

const corsa = valuationExample();

type Answer = (request: SentRequest) => Response | Promise<Response>;
type Part = 'home' | 'valuation' | 'part-exchange' | 'tips';

interface SellStoryProps {
  part: Part;
  /** How the server answers the valuation. */
  answer?: Answer;
  session?: SessionState;
}

/** A sell page with the stores the app gives it, a router, the overlay host and a fake server. */
function SellStory({ part, answer = () => json(corsa), session = sessionState() }: SellStoryProps) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) =>
      request.path === '/api/account/session' ? json(session) : answer(request),
    );
    stores.session.apply(session);
    return stores;
  });
  const parts: Record<Part, ReactNode> = {
    home: <SellHomePage />,
    valuation: <CarValuationPage />,
    'part-exchange': <PartExchangePage />,
    tips: <SellingTipsPage />,
  };
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter>
        <main>{parts[part]}</main>
        <ModalHost />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Sell',
  component: SellStory,
  args: { part: 'valuation' },
  argTypes: { part: { control: 'inline-radio', options: ['home', 'valuation', 'part-exchange', 'tips'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Selling a car: the three ways explained (/sell-my-car/), the free car valuation (registration in any UK format, mileage, postcode, optional email; checked with the shared rules' messages, the valuation in the cap-hpi overlay), part exchange (forms/trade-a-vehicle) and car selling tips.",
      },
    },
  },
} satisfies Meta<typeof SellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<Response>(() => undefined);

async function fillValuation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Registration number' }), 'dy70 xke');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mileage' }), '34120');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'LS11 5DL');
}

export const Home: Story = { args: { part: 'home' } };

/** The valuation form, empty. */
export const Valuation: Story = {};

export const ValuationNarrow: Story = { decorators: [narrow] };

/** Sent empty and then with a bad registration and mileage: the rules' messages, the summary focused. */
export const ValuationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Registration number' }), 'AB12 CDEF');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mileage' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary.parentElement).toHaveFocus();
    for (const message of [
      'Please enter a valid registration number',
      'A positive number is required between 1 and 999,999',
      'Enter your postcode',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Mileage' })).toHaveAccessibleDescription(
      /Error:\s*A positive number is required between 1 and 999,999/,
    );
  },
};

/** While the valuation is on its way, the button is pending. */
export const ValuationPending: Story = {
  args: { answer: never },
  play: async ({ canvasElement }) => {
    await fillValuation(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Value my car/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** The server failed: its message in the summary, everything typed kept. */
export const ValuationServerError: Story = {
  args: {
    answer: () =>
      json(
        { Code: 500, FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.' },
        500,
      ),
  },
  play: async ({ canvasElement }) => {
    await fillValuation(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our side.');
    await expect(canvas.getByRole('textbox', { name: 'Registration number' })).toHaveValue('DY70 XKE');
  },
};

/**
 * A registration the server cannot look up (the contract's 404): no error, the car's details are asked
 * for under a heading that takes focus; sent with them, the valuation comes from the details.
 */
export const ValuationCarDetails: Story = {
  args: {
    answer: (request) =>
      (request.body as { Vehicle?: object }).Vehicle
        ? json(corsa)
        : json(
            { Code: 404, FriendlyMessage: 'We could not find that registration. Please check it and try again.' },
            404,
          ),
  },
  play: async ({ canvasElement }) => {
    await fillValuation(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
    const heading = await canvas.findByRole('heading', { name: 'Tell us about your car' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/We could not look up DY70 XKE\./)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Registration number' })).toHaveValue('DY70 XKE');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Make' }), 'Vauxhall');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Model' }), 'Corsa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year of first registration' }), '2020');
    await userEvent.click(canvas.getByRole('radio', { name: 'Petrol' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Manual' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Your car valuation' })).toBeVisible();
  },
};

/** Valued: the cap-hpi overlay opens with the figures, and the page keeps them to see again. */
export const ValuationValued: Story = {
  play: async ({ canvasElement }) => {
    await fillValuation(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Value my car' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your car valuation' });
    // The dialog fades in: its figures are visible once it has.
    await waitFor(() => expect(within(dialog).getByText('£6,350 to £7,100')).toBeVisible());
    await expect(within(dialog).getByText('£7,250 to £7,900')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'See the full valuation' })).toBeVisible();
  },
};

/** The session requires the recaptcha challenge: the form says so (Google's terms). */
export const ValuationWithRecaptcha: Story = {
  args: {
    session: sessionState({ Recaptcha: { Required: true, PublicKey: '6LcForecourtExampleSiteKey00000000000000' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This form is protected by reCAPTCHA/)).toBeVisible();
  },
};

export const PartExchange: Story = { args: { part: 'part-exchange' } };

/** 'Part exchange my car' opens forms/trade-a-vehicle. */
export const PartExchangeOpensTheForm: Story = {
  args: { part: 'part-exchange' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Part exchange my car' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Part exchange your vehicle' })).toBeVisible();
  },
};

export const SellingTips: Story = { args: { part: 'tips' } };

export const SellingTipsNarrow: Story = { args: { part: 'tips' }, decorators: [narrow] };

/** The overlay's content, as the dialog shows it. */
function CapHpiStory({ valuation, postCode }: { valuation: ValuationAnswer; postCode?: string }) {
  const [stores] = useState(() => createTestStores().stores);
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter>
        <Dialog>
          <CapHpiOverlay data={{ valuation, postCode }} close={() => undefined} />
        </Dialog>
      </MemoryRouter>
    </StoresProvider>
  );
}

export const CapHpi: StoryObj = { render: () => <CapHpiStory valuation={corsa} postCode="LS11 5DL" /> };

export const CapHpiNarrow: StoryObj = {
  render: () => <CapHpiStory valuation={corsa} postCode="LS11 5DL" />,
  decorators: [narrow],
};

/** A valuation that names only what the contract requires: no derivative, colour or fuel; no postcode given. */
export const CapHpiFewDetails: StoryObj = {
  render: () => <CapHpiStory valuation={{ ...corsa, Derivative: undefined, Colour: undefined, FuelType: undefined }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'Vauxhall Corsa' })).toBeVisible();
    await expect(canvas.queryByText('Colour')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Search used cars' })).toHaveAttribute('href', '/used-cars/');
  },
};
