import type {
  campagne,
  campagneSection,
  critere,
  critereAdditionnel,
  evenement,
  section,
} from '../../schema/campaigns.ts';
import type { adresse, coordonnee, structure } from '../../schema/contacts.ts';
import type {
  festival,
  festivalCategorie,
  festivalGenre,
  festivalLabel,
  festivalPhoto,
  festivalThematique,
} from '../../schema/festivals.ts';

/** Every row of the demo catalogue, ready for one insert per table. */
export type DemoRows = {
  adresse: (typeof adresse.$inferInsert)[];
  coordonnee: (typeof coordonnee.$inferInsert)[];
  structure: (typeof structure.$inferInsert)[];
  festival: (typeof festival.$inferInsert)[];
  festivalGenre: (typeof festivalGenre.$inferInsert)[];
  festivalCategorie: (typeof festivalCategorie.$inferInsert)[];
  festivalThematique: (typeof festivalThematique.$inferInsert)[];
  festivalPhoto: (typeof festivalPhoto.$inferInsert)[];
  festivalLabel: (typeof festivalLabel.$inferInsert)[];
  campagne: (typeof campagne.$inferInsert)[];
  section: (typeof section.$inferInsert)[];
  campagneSection: (typeof campagneSection.$inferInsert)[];
  evenement: (typeof evenement.$inferInsert)[];
  critere: (typeof critere.$inferInsert)[];
  critereAdditionnel: (typeof critereAdditionnel.$inferInsert)[];
};

export type TableKey = keyof DemoRows;

/** Hands out explicit ids per table, starting after the rows already in the database. */
export class IdCounter {
  constructor(private readonly next: Record<TableKey, number>) {}

  take(table: TableKey): number {
    const id = this.next[table];
    this.next[table] = id + 1;
    return id;
  }
}

export function emptyRows(): DemoRows {
  return {
    adresse: [],
    coordonnee: [],
    structure: [],
    festival: [],
    festivalGenre: [],
    festivalCategorie: [],
    festivalThematique: [],
    festivalPhoto: [],
    festivalLabel: [],
    campagne: [],
    section: [],
    campagneSection: [],
    evenement: [],
    critere: [],
    critereAdditionnel: [],
  };
}
