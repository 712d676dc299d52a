/**
 * Which area may write each table (docs/architecture.md "Layers": an area writes only its own
 * tables; others ask it through a port). `table-owners.test.ts` reads every write of the server's
 * sources (`table-writers.ts`) and fails on a write by an area not listed here. A table with more
 * than one writer says why; a new crossing must either go through the owner's port or be argued
 * here, in review.
 */
export const TABLE_OWNERS: Readonly<Record<string, { owners: readonly string[]; why?: string }>> = {
  // accounts: the account area, and auth which creates accounts and proves their address
  compte: {
    owners: ['user-api/account', 'user-api/auth', 'user-api/addresses', 'user-api/people'],
    why: "the account's links to its own address, person, structure and contact details (IdAdresse, IdPersonne, ...) are set by the area writing that record, in its transaction",
  },
  session: {
    owners: ['platform', 'user-api/account'],
    why: 'sign-in opens sessions (platform); a password change ends the others',
  },
  jeton: { owners: ['platform'] },
  tentative_connexion: { owners: ['user-api/auth'] },
  job: { owners: ['platform'] },
  upload_lock: { owners: ['platform'] },
  rate_limit_counter: { owners: ['platform'] },
  outbox_email: { owners: ['platform'] },
  operator_audit: { owners: ['operator'] },
  // people, contacts, addresses
  adresse: {
    owners: ['user-api/addresses', 'user-api/festivals'],
    why: "a festival's address, contact details and structure are its own rows, written with its profile in one transaction (festivals/write-festival-profile.ts)",
  },
  adresse_facturation: { owners: ['user-api/addresses'] },
  personne: {
    owners: ['user-api/people', 'user-api/film-credits'],
    why: "a credited person is written with its contact in one transaction (POST contacts); the account's own person by the people area",
  },
  coordonnee: {
    owners: ['user-api/people', 'user-api/film-credits', 'user-api/festivals'],
    why: "as personne; a festival's own as adresse",
  },
  structure: {
    owners: ['user-api/people', 'user-api/film-credits', 'user-api/festivals'],
    why: "as personne; a festival's own as adresse",
  },
  personne_biographie: { owners: ['user-api/people'] },
  personne_filmographie: { owners: ['user-api/people'] },
  contact: { owners: ['user-api/film-credits'] },
  generique: { owners: ['user-api/film-credits'] },
  // films
  film: {
    owners: ['user-api/films', 'shared-kernel'],
    why: 'the completeness status is kept by shared-kernel/film-completeness.ts in the transaction of every write it reads (films, media, credits)',
  },
  film_titre: { owners: ['user-api/films'] },
  film_resume: { owners: ['user-api/films'] },
  film_synopsis: { owners: ['user-api/films'] },
  film_pays: { owners: ['user-api/films'] },
  film_diffusion: { owners: ['user-api/films'] },
  film_participation: { owners: ['user-api/films'] },
  film_tentative_mot_de_passe: { owners: ['user-api/films'] },
  film_photo: { owners: ['user-api/film-media'] },
  personne_photo: { owners: ['user-api/film-media'] },
  personne_document: { owners: ['user-api/film-media'] },
  film_video: { owners: ['user-api/film-video'] },
  film_video_upload: { owners: ['user-api/film-video'] },
  film_video_sous_titre: { owners: ['user-api/film-video'] },
  // festivals and their calls
  campagne: { owners: ['user-api/festivals'] },
  campagne_statut: { owners: ['user-api/festivals'] },
  campagne_section: { owners: ['user-api/festivals'] },
  section: { owners: ['user-api/festivals'] },
  critere: { owners: ['user-api/festivals'] },
  critere_additionnel: { owners: ['user-api/festivals'] },
  evenement: { owners: ['user-api/festivals'] },
  festival: { owners: ['user-api/festivals'] },
  festival_genre: { owners: ['user-api/festivals'] },
  festival_categorie: { owners: ['user-api/festivals'] },
  festival_thematique: { owners: ['user-api/festivals'] },
  festival_label: { owners: ['user-api/festivals'] },
  festival_photo: { owners: ['user-api/festivals'] },
  // translations: the festival profile's texts, and the help's (written by the operator command)
  libelle: {
    owners: ['user-api/festivals', 'user-api/help'],
    why: "a help resource's title and answer are written with it, in the operator's transaction (help/save-help-resource.ts)",
  },
  trad_libelle: {
    owners: ['user-api/festivals', 'user-api/help'],
    why: "a help resource's title and answer are written with it, in the operator's transaction (help/save-help-resource.ts)",
  },
  texte: {
    owners: ['user-api/festivals', 'user-api/help'],
    why: "a help resource's title and answer are written with it, in the operator's transaction (help/save-help-resource.ts)",
  },
  trad_texte: {
    owners: ['user-api/festivals', 'user-api/help'],
    why: "a help resource's title and answer are written with it, in the operator's transaction (help/save-help-resource.ts)",
  },
  // submissions and what festivals do with them
  inscription: { owners: ['user-api/submissions'] },
  inscription_reponse: { owners: ['user-api/submissions'] },
  inscription_statut: { owners: ['user-api/submissions'] },
  publication_decision: { owners: ['user-api/submissions'] },
  section_tentative_mot_de_passe: { owners: ['user-api/submissions'] },
  invitation: { owners: ['user-api/invitations'] },
  membre_festival: { owners: ['user-api/festival-space'] },
  visionnage: { owners: ['user-api/festival-space'] },
  conflit_interet: { owners: ['user-api/festival-space'] },
  affectation: { owners: ['user-api/festival-space'] },
  affectation_section: { owners: ['user-api/festival-space'] },
  avis: { owners: ['user-api/festival-space'] },
  reglage_jury: { owners: ['user-api/festival-space'] },
  avis_resume: {
    owners: [],
    why: "kept by the database only: the triggers of migration 0046 on avis, conflit_interet, generique, contact and inscription recount an entry's counted scores",
  },
  visionnage_resume: {
    owners: [],
    why: 'kept by the database only: the trigger on visionnage (migration 0030) adds each viewing row change',
  },
  festival_version: {
    owners: [],
    why: 'kept by the database only: the deferred triggers of migration 0035 on festival, campagne, section, campagne_section, evenement, critere and critere_additionnel set it at the commit of each change',
  },
  inbox_version: {
    owners: [],
    why: 'kept by the database only: the triggers of migration 0031 on inscription, visionnage_resume, campagne_section and campagne set it at the commit of each change the inbox counts read',
  },
  favori: { owners: ['user-api/favourites'] },
  ticket: { owners: ['user-api/tickets'] },
  ticket_message: { owners: ['user-api/tickets'] },
  rappel_echeance: { owners: ['user-api/favourites'] },
  calendrier_favoris: { owners: ['user-api/favourites'] },
  aide_ressource: { owners: ['user-api/help'] },
  colonne_liste: { owners: ['user-api/list-views'] },
  vue_liste: { owners: ['user-api/list-views'] },
  web_page: { owners: ['user-api/content'] },
  web_bloc: { owners: ['user-api/content'] },
  // the order service
  ...Object.fromEntries(
    [
      'commande',
      'commande_ligne',
      'commande_statut',
      'coupon',
      'coupon_utilisation',
      'code_festival',
      'code_festival_destinataire',
      'code_festival_utilisation',
      'facture',
      'facture_compteur',
      'paiement',
      'panier_article',
      'panier_code_festival',
      'panier_coupon',
      'panier_inscription',
      'produit',
      'produit_prix',
      'sandbox_paiement',
      'sandbox_remboursement',
      'timbre_mouvement',
      'timbre_solde',
      'versement_festival',
      'versement_mois',
      'webhook_evenement',
    ].map((table) => [table, { owners: ['order-api'] }]),
  ),
};
