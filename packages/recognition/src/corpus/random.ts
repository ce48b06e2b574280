/** A small seeded generator (mulberry32) so every corpus is the same for the same seed. */
export class Random {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chars(alphabet: string, length: number): string {
    return Array.from({ length }, () => alphabet[Math.floor(this.next() * alphabet.length)]).join('');
  }
}

export const SURNAMES = [
  'ERIKSSON', 'MORGAN', 'SMITH', 'OKAFOR', 'NGUYEN', 'GARCIA', 'MULLER', 'ROSSI', 'KOWALSKI', 'DUBOIS', 'TANAKA', 'OBRIEN',
  'JOHANSSON', 'PETROV', 'HASSAN', 'SILVA', 'WILLIAMS', 'BROWN', 'TAYLOR', 'DAVIES', 'EVANS', 'THOMAS', 'JOHNSON', 'WALKER',
  'WRIGHT', 'ROBINSON', 'THOMPSON', 'HUGHES', 'EDWARDS', 'GREEN', 'LEWIS', 'WOOD', 'HARRIS', 'MARTIN', 'JACKSON', 'CLARKE',
  'FOX', 'LEE', 'NOVAK', 'HORVAT', 'JANSEN', 'DE VRIES', 'LINDQVIST', 'MACDONALD', 'KIM', 'CHEN', 'WANG', 'SINGH', 'PATEL',
];
export const GIVEN_F = ['ANNA', 'MARIA', 'SARAH', 'EMMA', 'OLIVIA', 'SOFIA', 'CHLOE', 'GRACE', 'ISLA', 'MEREDITH', 'LUCY', 'ZOE', 'HANNA', 'EVA', 'IRIS'];
export const GIVEN_M = ['JOHN', 'JAMES', 'OLIVER', 'LUCAS', 'NOAH', 'PETER', 'DAVID', 'ADAM', 'OMAR', 'KENJI', 'MATEO', 'LIAM', 'HUGO', 'FELIX', 'IVAN'];
export const STATES = ['UTO', 'GBR', 'FRA', 'DEU', 'ITA', 'ESP', 'NLD', 'IRL', 'USA', 'CAN', 'AUS', 'NZL', 'SWE', 'POL', 'JPN', 'CHN', 'IND', 'NGA', 'BRA'];
