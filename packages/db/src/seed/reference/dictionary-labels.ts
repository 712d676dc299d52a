// Dictionary items: [Id, en, fr, es, it, pt]. Ids are stable (clients and data refer to them);
// the order of a list is its display order (Ordre).
export type LabelRow = [number, string, string, string, string, string];

export const CIVILITES: LabelRow[] = [
  [1, 'Mr', 'M.', 'Sr.', 'Sig.', 'Sr.'],
  [2, 'Ms', 'Mme', 'Sra.', 'Sig.ra', 'Sra.'],
  [3, 'Mx', 'Mx', 'Mx', 'Mx', 'Mx'],
  [4, 'Dr', 'Dr', 'Dr.', 'Dott.', 'Dr.'],
];

export const CATEGORIES: LabelRow[] = [
  [1, 'Fiction', 'Fiction', 'Ficción', 'Finzione', 'Ficção'],
  [2, 'Documentary', 'Documentaire', 'Documental', 'Documentario', 'Documentário'],
  [3, 'Animation', 'Animation', 'Animación', 'Animazione', 'Animação'],
  [4, 'Experimental', 'Expérimental', 'Experimental', 'Sperimentale', 'Experimental'],
  [5, 'Music video', 'Clip musical', 'Videoclip', 'Videoclip', 'Videoclipe'],
  [6, 'Video art', 'Art vidéo', 'Videoarte', 'Videoarte', 'Videoarte'],
  [7, 'Hybrid', 'Hybride', 'Híbrido', 'Ibrido', 'Híbrido'],
  [
    8,
    'Virtual reality / XR',
    'Réalité virtuelle / XR',
    'Realidad virtual / XR',
    'Realtà virtuale / XR',
    'Realidade virtual / XR',
  ],
  [9, 'Web series', 'Série web', 'Serie web', 'Serie web', 'Série web'],
  [10, 'Advertising', 'Publicité', 'Publicidad', 'Pubblicità', 'Publicidade'],
];

export const GENRES: LabelRow[] = [
  [1, 'Drama', 'Drame', 'Drama', 'Dramma', 'Drama'],
  [2, 'Comedy', 'Comédie', 'Comedia', 'Commedia', 'Comédia'],
  [3, 'Thriller', 'Thriller', 'Suspense', 'Thriller', 'Suspense'],
  [4, 'Horror', 'Horreur', 'Terror', 'Horror', 'Terror'],
  [5, 'Fantasy', 'Fantastique', 'Fantasía', 'Fantasy', 'Fantasia'],
  [6, 'Science fiction', 'Science-fiction', 'Ciencia ficción', 'Fantascienza', 'Ficção científica'],
  [7, 'Romance', 'Romance', 'Romance', 'Sentimentale', 'Romance'],
  [8, 'Action', 'Action', 'Acción', 'Azione', 'Ação'],
  [9, 'Adventure', 'Aventure', 'Aventura', 'Avventura', 'Aventura'],
  [10, 'Crime', 'Policier', 'Policíaco', 'Poliziesco', 'Policial'],
  [11, 'Mystery', 'Mystère', 'Misterio', 'Mistero', 'Mistério'],
  [12, 'Musical', 'Comédie musicale', 'Musical', 'Musical', 'Musical'],
  [13, 'Dance', 'Danse', 'Danza', 'Danza', 'Dança'],
  [14, 'Western', 'Western', 'Western', 'Western', 'Faroeste'],
  [15, 'War', 'Guerre', 'Bélico', 'Guerra', 'Guerra'],
  [16, 'Historical', 'Historique', 'Histórico', 'Storico', 'Histórico'],
  [17, 'Biography', 'Biographie', 'Biografía', 'Biografico', 'Biografia'],
  [18, 'Family', 'Famille', 'Familiar', 'Per famiglie', 'Família'],
  [19, 'Children', 'Jeunesse', 'Infantil', 'Per ragazzi', 'Infantil'],
  [20, 'Coming of age', "Récit d'apprentissage", 'Iniciación', 'Formazione', 'Amadurecimento'],
  [21, 'Satire', 'Satire', 'Sátira', 'Satira', 'Sátira'],
  [22, 'Black comedy', 'Comédie noire', 'Comedia negra', 'Commedia nera', 'Comédia de humor negro'],
  [23, 'Road movie', 'Road movie', 'Road movie', 'Road movie', 'Road movie'],
  [24, 'Poetic', 'Poétique', 'Poético', 'Poetico', 'Poético'],
  [25, 'Essay', 'Essai', 'Ensayo', 'Saggio', 'Ensaio'],
  [26, 'Silent', 'Muet', 'Mudo', 'Muto', 'Mudo'],
];

export const THEME_GROUPS: LabelRow[] = [
  [1, 'Society', 'Société', 'Sociedad', 'Società', 'Sociedade'],
  [
    2,
    'People and relationships',
    'Humains et relations',
    'Personas y relaciones',
    'Persone e relazioni',
    'Pessoas e relações',
  ],
  [3, 'Environment', 'Environnement', 'Medio ambiente', 'Ambiente', 'Meio ambiente'],
  [4, 'Culture and arts', 'Culture et arts', 'Cultura y artes', 'Cultura e arti', 'Cultura e artes'],
  [
    5,
    'Science and technology',
    'Sciences et techniques',
    'Ciencia y tecnología',
    'Scienza e tecnologia',
    'Ciência e tecnologia',
  ],
  [
    6,
    'Identity and history',
    'Identité et histoire',
    'Identidad e historia',
    'Identità e storia',
    'Identidade e história',
  ],
];

/** [Id, IdGroupe, en, fr, es, it, pt] */
export type ThemeRow = [number, number, string, string, string, string, string];

export const THEMES: ThemeRow[] = [
  [1, 1, 'Migration', 'Migration', 'Migración', 'Migrazione', 'Migração'],
  [2, 1, 'Work', 'Travail', 'Trabajo', 'Lavoro', 'Trabalho'],
  [3, 1, 'Poverty', 'Pauvreté', 'Pobreza', 'Povertà', 'Pobreza'],
  [4, 1, 'Justice', 'Justice', 'Justicia', 'Giustizia', 'Justiça'],
  [5, 1, 'Politics', 'Politique', 'Política', 'Politica', 'Política'],
  [6, 1, 'Education', 'Éducation', 'Educación', 'Istruzione', 'Educação'],
  [7, 1, 'Urban life', 'Vie urbaine', 'Vida urbana', 'Vita urbana', 'Vida urbana'],
  [8, 1, 'Rural life', 'Vie rurale', 'Vida rural', 'Vita rurale', 'Vida rural'],
  [9, 2, 'Family', 'Famille', 'Familia', 'Famiglia', 'Família'],
  [10, 2, 'Love', 'Amour', 'Amor', 'Amore', 'Amor'],
  [11, 2, 'Friendship', 'Amitié', 'Amistad', 'Amicizia', 'Amizade'],
  [12, 2, 'Childhood', 'Enfance', 'Infancia', 'Infanzia', 'Infância'],
  [13, 2, 'Old age', 'Vieillesse', 'Vejez', 'Vecchiaia', 'Velhice'],
  [14, 2, 'Grief', 'Deuil', 'Duelo', 'Lutto', 'Luto'],
  [15, 2, 'Mental health', 'Santé mentale', 'Salud mental', 'Salute mentale', 'Saúde mental'],
  [16, 3, 'Climate', 'Climat', 'Clima', 'Clima', 'Clima'],
  [17, 3, 'Nature', 'Nature', 'Naturaleza', 'Natura', 'Natureza'],
  [18, 3, 'Animals', 'Animaux', 'Animales', 'Animali', 'Animais'],
  [19, 3, 'Oceans', 'Océans', 'Océanos', 'Oceani', 'Oceanos'],
  [20, 3, 'Food', 'Alimentation', 'Alimentación', 'Alimentazione', 'Alimentação'],
  [21, 3, 'Energy', 'Énergie', 'Energía', 'Energia', 'Energia'],
  [22, 4, 'Music', 'Musique', 'Música', 'Musica', 'Música'],
  [23, 4, 'Cinema', 'Cinéma', 'Cine', 'Cinema', 'Cinema'],
  [24, 4, 'Literature', 'Littérature', 'Literatura', 'Letteratura', 'Literatura'],
  [25, 4, 'Sport', 'Sport', 'Deporte', 'Sport', 'Esporte'],
  [26, 4, 'Religion', 'Religion', 'Religión', 'Religione', 'Religião'],
  [
    27,
    4,
    'Dance and performance',
    'Danse et performance',
    'Danza y performance',
    'Danza e performance',
    'Dança e performance',
  ],
  [28, 5, 'Technology', 'Technologie', 'Tecnología', 'Tecnologia', 'Tecnologia'],
  [
    29,
    5,
    'Artificial intelligence',
    'Intelligence artificielle',
    'Inteligencia artificial',
    'Intelligenza artificiale',
    'Inteligência artificial',
  ],
  [30, 5, 'Space', 'Espace', 'Espacio', 'Spazio', 'Espaço'],
  [31, 5, 'Health', 'Santé', 'Salud', 'Salute', 'Saúde'],
  [
    32,
    5,
    'Internet and social media',
    'Internet et réseaux sociaux',
    'Internet y redes sociales',
    'Internet e social media',
    'Internet e redes sociais',
  ],
  [33, 6, 'Gender', 'Genre', 'Género', 'Genere', 'Gênero'],
  [34, 6, 'LGBTQIA+', 'LGBTQIA+', 'LGBTQIA+', 'LGBTQIA+', 'LGBTQIA+'],
  [35, 6, 'Human rights', "Droits de l'homme", 'Derechos humanos', 'Diritti umani', 'Direitos humanos'],
  [
    36,
    6,
    'War and conflict',
    'Guerre et conflits',
    'Guerra y conflictos',
    'Guerra e conflitti',
    'Guerra e conflitos',
  ],
  [37, 6, 'Memory', 'Mémoire', 'Memoria', 'Memoria', 'Memória'],
  [
    38,
    6,
    'Indigenous peoples',
    'Peuples autochtones',
    'Pueblos indígenas',
    'Popoli indigeni',
    'Povos indígenas',
  ],
  [39, 6, 'Disability', 'Handicap', 'Discapacidad', 'Disabilità', 'Deficiência'],
  [40, 6, 'Colonialism', 'Colonialisme', 'Colonialismo', 'Colonialismo', 'Colonialismo'],
];

/**
 * [Id, Code, en, fr, es, it, pt]; codes 1, 30, 31 and 50 are the spec's. `Id` equals `Code`: a
 * credit's `IdFonction` is what the festival site reads as the spec's code (issue 12).
 */
export type FunctionRow = [number, number, string, string, string, string, string];

export const FONCTIONS: FunctionRow[] = [
  [1, 1, 'Director', 'Réalisation', 'Dirección', 'Regia', 'Direção'],
  [2, 2, 'Screenwriter', 'Scénario', 'Guion', 'Sceneggiatura', 'Roteiro'],
  [
    3,
    3,
    'Director of photography',
    'Image',
    'Dirección de fotografía',
    'Fotografia',
    'Direção de fotografia',
  ],
  [4, 4, 'Editor', 'Montage', 'Montaje', 'Montaggio', 'Montagem'],
  [5, 5, 'Sound', 'Son', 'Sonido', 'Suono', 'Som'],
  [6, 6, 'Music', 'Musique', 'Música', 'Musica', 'Música'],
  [7, 7, 'Production designer', 'Décors', 'Dirección de arte', 'Scenografia', 'Direção de arte'],
  [8, 8, 'Costume designer', 'Costumes', 'Vestuario', 'Costumi', 'Figurino'],
  [9, 9, 'Actor', 'Interprétation', 'Reparto', 'Interpreti', 'Elenco'],
  [10, 10, 'Animator', 'Animation', 'Animación', 'Animazione', 'Animação'],
  [11, 11, 'Visual effects', 'Effets visuels', 'Efectos visuales', 'Effetti visivi', 'Efeitos visuais'],
  [12, 12, 'Colourist', 'Étalonnage', 'Etalonaje', 'Color correction', 'Colorização'],
  [13, 13, 'Casting', 'Casting', 'Casting', 'Casting', 'Elenco (seleção)'],
  [30, 30, 'Production', 'Production', 'Producción', 'Produzione', 'Produção'],
  [
    31,
    31,
    'Sales / distribution',
    'Vente / distribution',
    'Ventas / distribución',
    'Vendite / distribuzione',
    'Vendas / distribuição',
  ],
  [32, 32, 'Co-production', 'Coproduction', 'Coproducción', 'Coproduzione', 'Coprodução'],
  [
    33,
    33,
    'Executive producer',
    'Production exécutive',
    'Producción ejecutiva',
    'Produzione esecutiva',
    'Produção executiva',
  ],
  [50, 50, 'Contact', 'Contact', 'Contacto', 'Contatto', 'Contato'],
];

export const PROCEDES: LabelRow[] = [
  [1, 'Colour', 'Couleur', 'Color', 'Colore', 'Cor'],
  [2, 'Black and white', 'Noir et blanc', 'Blanco y negro', 'Bianco e nero', 'Preto e branco'],
  [
    3,
    'Colour and black and white',
    'Couleur et noir et blanc',
    'Color y blanco y negro',
    'Colore e bianco e nero',
    'Cor e preto e branco',
  ],
  [4, 'Sepia', 'Sépia', 'Sepia', 'Seppia', 'Sépia'],
];

export const RATIOS: LabelRow[] = [
  [1, '1.33 (4:3)', '1.33 (4:3)', '1.33 (4:3)', '1.33 (4:3)', '1.33 (4:3)'],
  [2, '1.37', '1.37', '1.37', '1.37', '1.37'],
  [3, '1.66', '1.66', '1.66', '1.66', '1.66'],
  [4, '1.78 (16:9)', '1.78 (16:9)', '1.78 (16:9)', '1.78 (16:9)', '1.78 (16:9)'],
  [5, '1.85', '1.85', '1.85', '1.85', '1.85'],
  [6, '2.00', '2.00', '2.00', '2.00', '2.00'],
  [7, '2.39 (scope)', '2.39 (scope)', '2.39 (scope)', '2.39 (scope)', '2.39 (scope)'],
  [8, 'Vertical (9:16)', 'Vertical (9:16)', 'Vertical (9:16)', 'Verticale (9:16)', 'Vertical (9:16)'],
  [9, 'Square (1:1)', 'Carré (1:1)', 'Cuadrado (1:1)', 'Quadrato (1:1)', 'Quadrado (1:1)'],
];

export const SONS: LabelRow[] = [
  [1, 'Mono', 'Mono', 'Mono', 'Mono', 'Mono'],
  [2, 'Stereo', 'Stéréo', 'Estéreo', 'Stereo', 'Estéreo'],
  [3, '5.1', '5.1', '5.1', '5.1', '5.1'],
  [4, '7.1', '7.1', '7.1', '7.1', '7.1'],
  [5, 'Dolby Atmos', 'Dolby Atmos', 'Dolby Atmos', 'Dolby Atmos', 'Dolby Atmos'],
  [6, 'Silent', 'Muet', 'Mudo', 'Muto', 'Mudo'],
];

export const FRAMERATES: LabelRow[] = [
  [1, '23.976 fps', '23,976 i/s', '23,976 fps', '23,976 fps', '23,976 fps'],
  [2, '24 fps', '24 i/s', '24 fps', '24 fps', '24 fps'],
  [3, '25 fps', '25 i/s', '25 fps', '25 fps', '25 fps'],
  [4, '29.97 fps', '29,97 i/s', '29,97 fps', '29,97 fps', '29,97 fps'],
  [5, '30 fps', '30 i/s', '30 fps', '30 fps', '30 fps'],
  [6, '48 fps', '48 i/s', '48 fps', '48 fps', '48 fps'],
  [7, '50 fps', '50 i/s', '50 fps', '50 fps', '50 fps'],
  [8, '60 fps', '60 i/s', '60 fps', '60 fps', '60 fps'],
];

export const PRISES_VUE: LabelRow[] = [
  [1, 'Digital', 'Numérique', 'Digital', 'Digitale', 'Digital'],
  [2, '35 mm', '35 mm', '35 mm', '35 mm', '35 mm'],
  [3, '16 mm', '16 mm', '16 mm', '16 mm', '16 mm'],
  [4, 'Super 8', 'Super 8', 'Super 8', 'Super 8', 'Super 8'],
  [5, 'Mixed', 'Mixte', 'Mixto', 'Misto', 'Misto'],
];

export const SUPPORTS_CAPTATION: LabelRow[] = [
  [
    1,
    'Digital cinema camera',
    'Caméra cinéma numérique',
    'Cámara de cine digital',
    'Cinepresa digitale',
    'Câmera de cinema digital',
  ],
  [
    2,
    'DSLR / mirrorless',
    'Reflex / hybride',
    'Réflex / sin espejo',
    'Reflex / mirrorless',
    'DSLR / mirrorless',
  ],
  [3, 'Smartphone', 'Smartphone', 'Teléfono móvil', 'Smartphone', 'Smartphone'],
  [4, 'Film', 'Pellicule', 'Película', 'Pellicola', 'Película'],
  [5, 'Drone', 'Drone', 'Dron', 'Drone', 'Drone'],
  [6, '360° camera', 'Caméra 360°', 'Cámara 360°', 'Videocamera 360°', 'Câmera 360°'],
];

export const SUPPORTS_PROJ: LabelRow[] = [
  [1, 'DCP', 'DCP', 'DCP', 'DCP', 'DCP'],
  [2, 'ProRes file', 'Fichier ProRes', 'Archivo ProRes', 'File ProRes', 'Arquivo ProRes'],
  [3, 'H.264 file', 'Fichier H.264', 'Archivo H.264', 'File H.264', 'Arquivo H.264'],
  [4, '35 mm print', 'Copie 35 mm', 'Copia 35 mm', 'Copia 35 mm', 'Cópia 35 mm'],
  [5, '16 mm print', 'Copie 16 mm', 'Copia 16 mm', 'Copia 16 mm', 'Cópia 16 mm'],
  [6, 'Blu-ray', 'Blu-ray', 'Blu-ray', 'Blu-ray', 'Blu-ray'],
];

export const TECHS_ANIMATION: LabelRow[] = [
  [1, '2D drawn', '2D dessinée', '2D dibujada', '2D disegnata', '2D desenhada'],
  [2, '2D digital', '2D numérique', '2D digital', '2D digitale', '2D digital'],
  [
    3,
    '3D computer',
    '3D images de synthèse',
    '3D por ordenador',
    '3D computerizzata',
    '3D computação gráfica',
  ],
  [4, 'Stop motion', 'Image par image', 'Stop motion', 'Stop motion', 'Stop motion'],
  [5, 'Cut-out', 'Papier découpé', 'Recortes', 'Découpage', 'Recortes'],
  [6, 'Clay', 'Pâte à modeler', 'Plastilina', 'Plastilina', 'Massinha'],
  [7, 'Sand', 'Sable', 'Arena', 'Sabbia', 'Areia'],
  [
    8,
    'Paint on glass',
    'Peinture sur verre',
    'Pintura sobre vidrio',
    'Pittura su vetro',
    'Pintura sobre vidro',
  ],
  [9, 'Rotoscoping', 'Rotoscopie', 'Rotoscopia', 'Rotoscopio', 'Rotoscopia'],
  [10, 'Mixed techniques', 'Techniques mixtes', 'Técnicas mixtas', 'Tecniche miste', 'Técnicas mistas'],
];

export const LOGICIELS: LabelRow[] = [
  [1, 'Blender', 'Blender', 'Blender', 'Blender', 'Blender'],
  [2, 'Maya', 'Maya', 'Maya', 'Maya', 'Maya'],
  [3, 'Cinema 4D', 'Cinema 4D', 'Cinema 4D', 'Cinema 4D', 'Cinema 4D'],
  [4, 'Houdini', 'Houdini', 'Houdini', 'Houdini', 'Houdini'],
  [
    5,
    'Toon Boom Harmony',
    'Toon Boom Harmony',
    'Toon Boom Harmony',
    'Toon Boom Harmony',
    'Toon Boom Harmony',
  ],
  [6, 'TVPaint', 'TVPaint', 'TVPaint', 'TVPaint', 'TVPaint'],
  [7, 'Dragonframe', 'Dragonframe', 'Dragonframe', 'Dragonframe', 'Dragonframe'],
  [8, 'After Effects', 'After Effects', 'After Effects', 'After Effects', 'After Effects'],
  [9, 'DaVinci Resolve', 'DaVinci Resolve', 'DaVinci Resolve', 'DaVinci Resolve', 'DaVinci Resolve'],
  [10, 'Premiere Pro', 'Premiere Pro', 'Premiere Pro', 'Premiere Pro', 'Premiere Pro'],
  [
    11,
    'Avid Media Composer',
    'Avid Media Composer',
    'Avid Media Composer',
    'Avid Media Composer',
    'Avid Media Composer',
  ],
  [12, 'Nuke', 'Nuke', 'Nuke', 'Nuke', 'Nuke'],
  [13, 'Unreal Engine', 'Unreal Engine', 'Unreal Engine', 'Unreal Engine', 'Unreal Engine'],
  [14, 'Other', 'Autre', 'Otro', 'Altro', 'Outro'],
];

export const ACTIVITES: LabelRow[] = [
  [1, 'Director', 'Réalisateur·rice', 'Director/a', 'Regista', 'Diretor(a)'],
  [2, 'Producer', 'Producteur·rice', 'Productor/a', 'Produttore', 'Produtor(a)'],
  [3, 'Distributor', 'Distributeur', 'Distribuidor', 'Distributore', 'Distribuidor'],
  [4, 'Sales agent', 'Vendeur international', 'Agente de ventas', 'Agente di vendita', 'Agente de vendas'],
  [5, 'Film school', 'École de cinéma', 'Escuela de cine', 'Scuola di cinema', 'Escola de cinema'],
  [6, 'Student', 'Étudiant·e', 'Estudiante', 'Studente', 'Estudante'],
  [7, 'Screenwriter', 'Scénariste', 'Guionista', 'Sceneggiatore', 'Roteirista'],
  [8, 'Technician', 'Technicien·ne', 'Técnico/a', 'Tecnico', 'Técnico(a)'],
  [
    9,
    'Film organisation',
    'Organisme du cinéma',
    'Organismo cinematográfico',
    'Ente cinematografico',
    'Organização de cinema',
  ],
  [10, 'Other', 'Autre', 'Otro', 'Altro', 'Outro'],
];
