import type { Db } from '@shortlist/db/client';
import { type SavedViewKind, vueListe } from '@shortlist/db/schema/list-views';
import { LIST_ENTITY_SPECS, type ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import {
  canChangeView,
  canSeeView,
  LIST_VIEWS_MAX,
  viewScopeError,
} from '@shortlist/domain/list-views/list-view-rules';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { answerContent, checkViewContent, storedContent, type ViewContent } from './view-content.ts';

/** The festivals the account is a member of (the festival-space area answers). */
export type MemberFestivals = (accountId: number) => Promise<number[]>;

export type ViewHeader = {
  Entity: ListViewEntity;
  Libelle: string;
  IsPublic: boolean;
  IdFestival: number | null;
};

type Row = typeof vueListe.$inferSelect;

function toAnswer(row: Row, accountId: number) {
  return {
    Id: row.Id,
    Entity: row.Entity as ListViewEntity,
    Libelle: row.Libelle,
    IsPublic: row.IsPublic,
    IdCreateur: row.IdCreateur,
    IdFestival: row.IdFestival,
    isOwn: row.IdCreateur === accountId,
    ...answerContent(row.Kind as SavedViewKind, row),
  };
}
export type SavedViewAnswer = ReturnType<typeof toAnswer>;

/** An inbox view needs the reader to be a member of its festival: another festival looks like nothing. */
async function requireFestival(memberFestivals: MemberFestivals, accountId: number, IdFestival: number) {
  if (!(await memberFestivals(accountId)).includes(IdFestival)) throw new AppError('NOT_FOUND');
}

/**
 * `GET booback-{kind}s?Entity=&IdFestival=`: the reader's own views of the list and, on the inbox,
 * the public ones of the same festival (spec §6), by name.
 */
export async function listViews(
  db: Db,
  options: {
    kind: SavedViewKind;
    accountId: number;
    entity: ListViewEntity;
    IdFestival: number | null;
    memberFestivals: MemberFestivals;
  },
): Promise<SavedViewAnswer[]> {
  const { kind, accountId, entity, IdFestival } = options;
  const scoped = LIST_ENTITY_SPECS[entity].scopedToFestival;
  if (scoped !== (IdFestival !== null)) throw new AppError('LIST_VIEW_SCOPE_INVALID');
  if (IdFestival !== null) await requireFestival(options.memberFestivals, accountId, IdFestival);
  const rows = await db
    .select()
    .from(vueListe)
    .where(
      and(
        eq(vueListe.Kind, kind),
        eq(vueListe.Entity, entity),
        IdFestival === null
          ? and(isNull(vueListe.IdFestival), eq(vueListe.IdCreateur, accountId))
          : and(
              eq(vueListe.IdFestival, IdFestival),
              or(eq(vueListe.IdCreateur, accountId), eq(vueListe.IsPublic, true)),
            ),
      ),
    )
    .orderBy(asc(vueListe.Libelle), asc(vueListe.Id));
  return rows.map((row) => toAnswer(row, accountId));
}

/** Checks a new or changed view's scope and content; an inbox view's creator must be a member. */
async function checkView(options: {
  accountId: number;
  header: ViewHeader;
  content: ViewContent;
  memberFestivals: MemberFestivals;
}) {
  const { header } = options;
  const scopeError = viewScopeError(header.Entity, header);
  if (scopeError) throw new AppError(scopeError);
  checkViewContent(header.Entity, options.content);
  if (header.IdFestival !== null)
    await requireFestival(options.memberFestivals, options.accountId, header.IdFestival);
}

/** Two views of one creator, list and festival cannot share a name, also when saved at once (unique key). */
async function nameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('LIST_VIEW_NAME_TAKEN');
    throw error;
  }
}

// First key of `pg_advisory_xact_lock(int, int)` for a creator's saved views (apart from 7301-7341).
const CREATOR_VIEWS_LOCK = 7351;

/**
 * One creator's saves one after the other: the count and the insert of one save see the other
 * saves' rows, so LIST_VIEWS_MAX holds when saves race (a lock on the creator, not on the account
 * row, which is the auth area's).
 */
async function lockCreatorViews(tx: Db, accountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATOR_VIEWS_LOCK}::int, ${accountId}::int)`);
}

/**
 * A creator keeps at most LIST_VIEWS_MAX views of one kind of one list (the inbox: per festival);
 * the count reads the unique key's index (`Kind`, `IdCreateur`, `Entity`, `IdFestival`).
 */
async function requireRoomForView(tx: Db, kind: SavedViewKind, accountId: number, header: ViewHeader) {
  const [saved] = await tx
    .select({ n: count() })
    .from(vueListe)
    .where(
      and(
        eq(vueListe.Kind, kind),
        eq(vueListe.IdCreateur, accountId),
        eq(vueListe.Entity, header.Entity),
        header.IdFestival === null ? isNull(vueListe.IdFestival) : eq(vueListe.IdFestival, header.IdFestival),
      ),
    );
  if ((saved?.n ?? 0) >= LIST_VIEWS_MAX) throw new AppError('LIST_VIEW_LIMIT_REACHED');
}

/** `POST booback-{kind}s`: saves a view for the signed-in account (its `IdCreateur`). */
export async function createView(
  db: Db,
  options: { accountId: number; header: ViewHeader; content: ViewContent; memberFestivals: MemberFestivals },
): Promise<SavedViewAnswer> {
  await checkView(options);
  const row = await nameTaken(
    db.transaction(async (tx) => {
      await lockCreatorViews(tx, options.accountId);
      await requireRoomForView(tx, options.content.kind, options.accountId, options.header);
      const [inserted] = await tx
        .insert(vueListe)
        .values({
          Kind: options.content.kind,
          ...options.header,
          IdCreateur: options.accountId,
          ...storedContent(options.content),
        })
        .returning();
      return inserted;
    }),
  );
  if (!row) throw new AppError('LIST_VIEW_NOT_FOUND');
  return toAnswer(row, options.accountId);
}

/**
 * The view with this id and kind as the account may reach it: unseen (another's private view,
 * another festival's) is LIST_VIEW_NOT_FOUND; seen but not created by them is LIST_VIEW_NOT_CREATOR.
 */
async function ownView(
  db: Db,
  options: { kind: SavedViewKind; accountId: number; Id: number; memberFestivals: MemberFestivals },
): Promise<Row> {
  const [row] = await db
    .select()
    .from(vueListe)
    .where(and(eq(vueListe.Id, options.Id), eq(vueListe.Kind, options.kind)));
  if (!row) throw new AppError('LIST_VIEW_NOT_FOUND');
  const festivals =
    row.IdCreateur === options.accountId ? [] : await options.memberFestivals(options.accountId);
  const reader = {
    accountId: options.accountId,
    memberOf: (IdFestival: number) => festivals.includes(IdFestival),
  };
  if (!canSeeView(row, reader)) throw new AppError('LIST_VIEW_NOT_FOUND');
  if (!canChangeView(row, options.accountId)) throw new AppError('LIST_VIEW_NOT_CREATOR');
  return row;
}

/** `PUT booback-{kind}s/{Id}`: the creator renames, shares or changes it; its list and festival stay. */
export async function updateView(
  db: Db,
  options: {
    accountId: number;
    Id: number;
    header: ViewHeader;
    content: ViewContent;
    memberFestivals: MemberFestivals;
  },
): Promise<SavedViewAnswer> {
  const row = await ownView(db, { ...options, kind: options.content.kind });
  if (row.Entity !== options.header.Entity || row.IdFestival !== options.header.IdFestival) {
    throw new AppError('LIST_VIEW_SCOPE_INVALID');
  }
  await checkView(options);
  const [updated] = await nameTaken(
    db
      .update(vueListe)
      .set({
        Libelle: options.header.Libelle,
        IsPublic: options.header.IsPublic,
        ...storedContent(options.content),
      })
      .where(and(eq(vueListe.Id, row.Id), eq(vueListe.IdCreateur, options.accountId)))
      .returning(),
  );
  if (!updated) throw new AppError('LIST_VIEW_NOT_FOUND');
  return toAnswer(updated, options.accountId);
}

/** `DELETE booback-{kind}s/{Id}`: only the creator (spec §6). */
export async function deleteView(
  db: Db,
  options: { kind: SavedViewKind; accountId: number; Id: number; memberFestivals: MemberFestivals },
): Promise<void> {
  const row = await ownView(db, options);
  await db.delete(vueListe).where(and(eq(vueListe.Id, row.Id), eq(vueListe.IdCreateur, options.accountId)));
}
