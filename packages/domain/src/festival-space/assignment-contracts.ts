import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { ASSIGNMENT_PER_ENTRY_MAX } from './assignment-rules.ts';

/*
 * Conflicts of interest, assignments and the programmer's queue (issue 34; docs/decisions.md
 * "Assignments and conflicts of interest"), under `/api/festival-space/`.
 */

const ZDateTime = z.iso.datetime({ offset: true });

/**
 * `POST entries/{IdInscription}/conflicts`: the caller declares a conflict with the entry's film
 * (`IdPersonne` null) or with a person credited on it (then with every entry crediting them).
 */
export const ZConflictRequest = z.strictObject({ IdPersonne: ZId.nullable() });
export type ConflictRequest = z.infer<typeof ZConflictRequest>;

/** A declared conflict: with a film, or with a person. */
export const ZConflict = z.object({
  IdConflit: ZId,
  IdMembre: ZId,
  /** The member who declared it (their name, or their login). */
  memberName: z.string(),
  IdFilm: ZId.nullable(),
  IdPersonne: ZId.nullable(),
  /** The film's original title, or the person's name. */
  label: z.string(),
  DateCreation: ZDateTime,
});
export type Conflict = z.infer<typeof ZConflict>;
export const ZConflictsResponse = z.object({ items: z.array(ZConflict) });
export type ConflictsResponse = z.infer<typeof ZConflictsResponse>;

/** An entry the declaration took from the caller, and who took it over (null: nobody was left). */
export const ZReassignment = z.object({
  IdInscription: ZId,
  TitreOriginal: z.string(),
  to: z.string().nullable(),
});
export const ZConflictDeclared = z.object({ conflict: ZConflict, reassigned: z.array(ZReassignment) });
export type ConflictDeclared = z.infer<typeof ZConflictDeclared>;

/** `POST festivals/{IdFestival}/sections/{IdCampagneSection}/assignments/auto`. */
export const ZAutoAssignRequest = z.strictObject({
  perEntry: z.number().int().min(1).max(ASSIGNMENT_PER_ENTRY_MAX),
});
export type AutoAssignRequest = z.infer<typeof ZAutoAssignRequest>;

/** One programmer's share of a section. */
export const ZProgrammerLoad = z.object({
  IdMembre: ZId,
  name: z.string(),
  entries: z.number().int(),
  /** Running time assigned, in seconds. */
  seconds: z.number().int(),
});

/** A section's assignments as a manager sees them. */
export const ZSectionAssignments = z.object({
  IdCampagneSection: ZId,
  sectionLabel: z.string(),
  /** N of the last automatic assignment, null when none ran. */
  perEntry: z.number().int().nullable(),
  entries: z.number().int(),
  seconds: z.number().int(),
  programmers: z.array(ZProgrammerLoad),
  /** Entries with fewer programmers than `perEntry` (conflicts left nobody): the manager must act. */
  shortfall: z.array(z.object({ IdInscription: ZId, TitreOriginal: z.string(), missing: z.number().int() })),
});
export type SectionAssignments = z.infer<typeof ZSectionAssignments>;
export const ZAssignmentsResponse = z.object({ sections: z.array(ZSectionAssignments) });
export type AssignmentsResponse = z.infer<typeof ZAssignmentsResponse>;

/** `POST entries/{IdInscription}/assignments`: a manager assigns one member by hand. */
export const ZAssignRequest = z.strictObject({ IdMembre: ZId });
export type AssignRequest = z.infer<typeof ZAssignRequest>;

/** `GET entries/{IdInscription}/assignments`: who is assigned the entry. */
export const ZEntryAssignee = z.object({ IdMembre: ZId, name: z.string() });
export const ZEntryAssigneesResponse = z.object({ items: z.array(ZEntryAssignee) });
export type EntryAssigneesResponse = z.infer<typeof ZEntryAssigneesResponse>;

/** One entry of the programmer's queue, with their own watch progress. */
export const ZQueueItem = z.object({
  IdInscription: ZId,
  Numero: z.number().int().nullable(),
  TitreOriginal: z.string(),
  sectionLabel: z.string(),
  /** Running time in seconds. */
  Duree: z.number().int().nullable(),
  furthestPercent: z.number().int().min(0).max(100),
  watchedToEnd: z.boolean(),
  /** How many members watched it to the end. */
  membersWatchedToEnd: z.number().int(),
});
export type QueueItem = z.infer<typeof ZQueueItem>;

/**
 * `GET festivals/{IdFestival}/queue`: the caller's assigned entries, and `next`: the one not yet
 * watched to the end by them with the fewest complete views (ties: the oldest), null when none.
 */
export const ZQueue = z.object({ items: z.array(ZQueueItem), next: ZId.nullable() });
export type Queue = z.infer<typeof ZQueue>;
