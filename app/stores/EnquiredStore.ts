import { makeAutoObservable } from 'mobx';
import type { VehicleCard } from '../api/types';

/**
 * The vehicles the visitor has asked a dealer about (the card's `IsEnquired`, requirements 3.1): the
 * server marks them in every card it sends; an enquiry sent from this page is added here at once, so
 * the vehicle page and every card show it without asking the server again.
 */
export class EnquiredStore {
  private readonly sent = new Set<number>();

  constructor() {
    makeAutoObservable<EnquiredStore, 'sent'>(this, { sent: true });
  }

  /** An enquiry about this vehicle went through. */
  add(vehicleId: number) {
    this.sent.add(vehicleId);
  }

  /** Whether the visitor has asked about this vehicle, as the server said or since. */
  isEnquired(card: Pick<VehicleCard, 'VehicleId' | 'IsEnquired'>): boolean {
    return card.IsEnquired || this.sent.has(card.VehicleId);
  }
}
