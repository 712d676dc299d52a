// Every table, gathered for the drizzle client (`drizzle(client, { schema })`) and drizzle-kit.
export * from './accounts.ts';
export * from './campaigns.ts';
export * from './contacts.ts';
export * from './content.ts';
export * from './coupons.ts';
export * from './dictionaries.ts';
export * from './favourites.ts';
export * from './festivals.ts';
export * from './film-people.ts';
export * from './film-videos.ts';
export * from './films.ts';
export * from './help.ts';
export * from './invitations.ts';
export * from './orders.ts';
export * from './platform.ts';
export * from './submissions.ts';
export * from './translations.ts';
