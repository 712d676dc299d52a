// Registers every language's catalogues, as the server does at start (seo.ts and the other head
// builders translate from registered catalogues only).
import './catalogues.ts';
