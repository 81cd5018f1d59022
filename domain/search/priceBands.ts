/** The price bands of the landing pages `/used-cars/price/under-{amount}/` (requirements 2.2). */
export const priceBands = [500, 1000, 2000, 3000, 5000, 10000, 15000, 20000] as const;
