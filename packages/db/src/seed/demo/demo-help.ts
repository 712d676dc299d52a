// The help centre of the demo installation (spec §2 help, §3 help categories and resources): FAQ
// categories and their questions, in en, fr and es. The answers use the markup of
// `@shortlist/domain/content/content-markup` and link only to routes of
// `@shortlist/i18n/route-table`, in the answer's language. Facts follow the catalogue defaults
// (`DEFAULT_PRODUCTS`, docs/decisions.md "Placeholders filled") and docs/decisions.md. Category 10 comes
// first: `/help` leads to it. Category 20 is for the festivals' own site and is not shown here.

export type DemoHelpLanguage = 'en' | 'fr' | 'es';
export type DemoHelpResource = {
  /** 'faq': a question and its answer. */
  type: 'faq';
  /** The question, at most 255 characters. */
  title: Record<DemoHelpLanguage, string>;
  /** The answer, in the content markup. */
  text: Record<DemoHelpLanguage, string>;
};
export type DemoHelpCategory = {
  id: number;
  /** 'user': shown on this site (filmmakers); 'festival': the festivals' own site, not shown here. */
  type: 'user' | 'festival';
  /** At most 60 characters. */
  name: Record<DemoHelpLanguage, string>;
  resources: DemoHelpResource[];
};

/**
 * An answer written as indented prose: the lines of a paragraph are joined with a space, a blank
 * line ends the paragraph, and a line starting with `- ` or `1. ` starts a list item. A space
 * between a number and `€` or `%` becomes a no-break space (also where a source line breaks).
 */
function md(strings: TemplateStringsArray): string {
  const paragraphs: string[] = [];
  for (const chunk of strings.join('').split(/\n[ \t]*\n/)) {
    const lines: string[] = [];
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (/^(- |\d{1,3}\. )/.test(line) || lines.length === 0) lines.push(line);
      else lines[lines.length - 1] += ` ${line}`;
    }
    if (lines.length > 0) paragraphs.push(lines.join('\n'));
  }
  return paragraphs.join('\n\n').replace(/(\d) (€|%)/g, '$1\u00A0$2');
}

export const DEMO_HELP_CATEGORIES: readonly DemoHelpCategory[] = [
  {
    id: 10,
    type: 'user',
    name: { en: 'Getting started', fr: 'Premiers pas', es: 'Primeros pasos' },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'What is Shortlist, and what does it cost?',
          fr: 'Qu’est-ce que Shortlist, et combien ça coûte\u202F?',
          es: '¿Qué es Shortlist y cuánto cuesta?',
        },
        text: {
          en: md`
            Shortlist is where short-film makers (directors, producers, distributors) prepare
            their films and send them to festivals. In one account you keep a complete record of
            each film, upload its viewing copy and its trailer, find the festivals that suit it,
            check its eligibility section by section, and follow every submission until the
            results.

            Creating an account, building your film records and browsing festivals cost nothing.
            You pay only when you submit a film: the festival’s entry fee, if it charges one, and
            a platform fee paid with a stamp. See [our pricing](/en/pricing) and
            [how it works](/en/how-it-works).
          `,
          fr: md`
            Shortlist est la plateforme où les auteurs de courts métrages (réalisateurs,
            producteurs, distributeurs) préparent leurs films et les inscrivent en festival. Dans
            un seul compte, vous tenez la fiche complète de chaque film, envoyez sa copie de
            visionnage et sa bande-annonce, trouvez les festivals qui lui conviennent, vérifiez
            son éligibilité section par section et suivez chaque inscription jusqu’aux résultats.

            Créer un compte, remplir les fiches de vos films et parcourir les festivals ne coûte
            rien. Vous ne payez qu’en inscrivant un film\u00A0: les frais d’inscription du festival,
            s’il en demande, et des frais de plateforme réglés avec un timbre. Voir
            [nos tarifs](/fr/tarifs) et [comment ça marche](/fr/comment-ca-marche).
          `,
          es: md`
            Shortlist es la plataforma donde quienes hacen cortometrajes (dirección, producción,
            distribución) preparan sus películas y las envían a festivales. En una sola cuenta
            guardas la ficha completa de cada película, subes su copia de visionado y su tráiler,
            encuentras los festivales que le convienen, compruebas su elegibilidad sección por
            sección y sigues cada inscripción hasta los resultados.

            Crear una cuenta, completar las fichas de tus películas y explorar los festivales es
            gratis. Solo pagas al inscribir una película: la tasa de inscripción del festival, si
            la cobra, y una tarifa de plataforma que se paga con un sello. Consulta
            [nuestros precios](/es/precios) y [cómo funciona](/es/como-funciona).
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I create and activate my account?',
          fr: 'Comment créer et activer mon compte\u202F?',
          es: '¿Cómo creo y activo mi cuenta?',
        },
        text: {
          en: md`
            1. Open [Create an account](/en/create-account) and enter your email address and a
            password.
            2. Accept the terms of use. The box for our news emails is left unticked: tick it only
            if you want them.
            3. Open the confirmation email we send you and click **Activate my account**. The link
            is valid for 7 days.

            Once your account is active, [sign in](/en/sign-in) with your email address and
            password.

            No email after a few minutes? Look in your spam folder, or choose
            **Send the link again** on the confirmation screen. If the link has expired, opening it
            offers to send you a new one.
          `,
          fr: md`
            1. Ouvrez [Créer un compte](/fr/creer-un-compte) et saisissez votre adresse e-mail et
            un mot de passe.
            2. Acceptez les conditions d’utilisation. La case des e-mails d’actualité reste
            décochée\u00A0: cochez-la seulement si vous souhaitez les recevoir.
            3. Ouvrez l’e-mail de confirmation que nous vous envoyons et cliquez sur
            **Activer mon compte**. Le lien est valable 7 jours.

            Une fois votre compte actif, [connectez-vous](/fr/connexion) avec votre adresse e-mail
            et votre mot de passe.

            Rien reçu après quelques minutes\u202F? Regardez dans vos courriers indésirables, ou
            choisissez **Renvoyer le lien** sur l’écran de confirmation. Si le lien a expiré, son
            ouverture vous propose d’en recevoir un nouveau.
          `,
          es: md`
            1. Abre [Crear una cuenta](/es/crear-cuenta) e introduce tu correo electrónico y una
            contraseña.
            2. Acepta las condiciones de uso. La casilla de los correos de novedades aparece sin
            marcar: márcala solo si quieres recibirlos.
            3. Abre el correo de confirmación que te enviamos y haz clic en
            **Activar mi cuenta**. El enlace es válido durante 7 días.

            Cuando tu cuenta esté activa, [inicia sesión](/es/iniciar-sesion) con tu correo y tu
            contraseña.

            ¿No ha llegado nada en unos minutos? Mira en la carpeta de spam, o elige
            **Volver a enviar el enlace** en la pantalla de confirmación. Si el enlace ha caducado,
            al abrirlo te proponemos enviarte uno nuevo.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'Why am I asked to confirm my details when I sign in?',
          fr: 'Pourquoi dois-je confirmer mes informations en me connectant\u202F?',
          es: '¿Por qué se me pide confirmar mis datos al iniciar sesión?',
        },
        text: {
          en: md`
            This is the first connection. It appears when your account was created for you (by
            our team, for example) rather than through the sign-up form, and when our terms of use
            have changed since you last accepted them.

            Confirm your email address, choose your password and accept the terms to continue. If
            you were given a temporary password, type it as your current password. **Sign out**
            cancels and takes you back to the sign-in page.

            An account you created yourself is not asked again: you accepted the terms when you
            signed up.
          `,
          fr: md`
            Il s’agit de la première connexion. Elle apparaît quand votre compte a été créé pour
            vous (par notre équipe, par exemple) et non par le formulaire d’inscription, et quand
            nos conditions d’utilisation ont changé depuis votre dernière acceptation.

            Confirmez votre adresse e-mail, choisissez votre mot de passe et acceptez les
            conditions pour continuer. Si l’on vous a donné un mot de passe provisoire, saisissez-le
            comme mot de passe actuel. **Se déconnecter** annule et vous ramène à la page de
            connexion.

            Un compte que vous avez créé vous-même n’est pas concerné\u00A0: vous avez accepté les
            conditions en vous inscrivant.
          `,
          es: md`
            Es la primera conexión. Aparece cuando tu cuenta se creó para ti (por nuestro equipo,
            por ejemplo) y no con el formulario de registro, y cuando nuestras condiciones de uso
            han cambiado desde la última vez que las aceptaste.

            Confirma tu correo, elige tu contraseña y acepta las condiciones para continuar. Si te
            dieron una contraseña provisional, escríbela como contraseña actual.
            **Cerrar sesión** cancela y te devuelve a la página de inicio de sesión.

            A una cuenta que creaste tú no se le vuelve a pedir: aceptaste las condiciones al
            registrarte.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'Why was I signed out?',
          fr: 'Pourquoi ai-je été déconnecté\u202F?',
          es: '¿Por qué se ha cerrado mi sesión?',
        },
        text: {
          en: md`
            For your security, a session ends after 1 hour without activity, and 4 hours after you
            signed in at the latest. Sign in again: Shortlist takes you back to the page you were
            on. Changing your password or your sign-in email also signs you out.

            A video upload in progress is not lost when your session ends: it carries on, and a
            paused upload can be resumed once you have signed in again.
          `,
          fr: md`
            Pour votre sécurité, une session se termine après 1 heure sans activité, et au plus
            tard 4 heures après la connexion. Reconnectez-vous\u00A0: Shortlist vous ramène à la page
            où vous étiez. Changer votre mot de passe ou votre e-mail de connexion vous déconnecte
            aussi.

            Un envoi de vidéo en cours n’est pas perdu quand la session se termine\u00A0: il continue,
            et un envoi mis en pause peut reprendre une fois que vous êtes reconnecté.
          `,
          es: md`
            Por seguridad, una sesión termina tras 1 hora sin actividad, y como máximo 4 horas
            después de iniciarla. Vuelve a iniciar sesión: Shortlist te lleva a la página en la que
            estabas. Cambiar tu contraseña o tu correo de inicio de sesión también cierra la
            sesión.

            Una subida de vídeo en curso no se pierde cuando termina la sesión: continúa, y una
            subida en pausa se puede reanudar cuando vuelvas a iniciar sesión.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I change the language of the site?',
          fr: 'Comment changer la langue du site\u202F?',
          es: '¿Cómo cambio el idioma del sitio?',
        },
        text: {
          en: md`
            Shortlist is available in English, French and Spanish. Choose your language with the
            language switcher: you stay on the same page, in the new language. Each language has
            its own addresses (/en/festivals, /fr/festivals, /es/festivales), so a link you share
            opens in its language.

            When you are signed in, your account follows the language you browse in, and the
            emails we send you are written in it. A film’s title and summary are shown in the
            visitor’s language when you gave them in it, and in English otherwise.
          `,
          fr: md`
            Shortlist existe en anglais, en français et en espagnol. Choisissez votre langue avec
            le sélecteur de langue\u00A0: vous restez sur la même page, dans la nouvelle langue. Chaque
            langue a ses propres adresses (/en/festivals, /fr/festivals, /es/festivales)\u00A0: un lien
            que vous partagez s’ouvre dans sa langue.

            Quand vous êtes connecté, votre compte suit la langue dans laquelle vous naviguez, et
            les e-mails que nous vous envoyons sont rédigés dans cette langue. Le titre et le
            résumé d’un film s’affichent dans la langue du visiteur quand vous les avez donnés
            dans cette langue, et en anglais sinon.
          `,
          es: md`
            Shortlist está disponible en inglés, francés y español. Elige tu idioma con el selector
            de idioma: te quedas en la misma página, en el nuevo idioma. Cada idioma tiene sus
            propias direcciones (/en/festivals, /fr/festivals, /es/festivales), así que un enlace
            que compartes se abre en su idioma.

            Cuando has iniciado sesión, tu cuenta sigue el idioma en el que navegas, y los correos
            que te enviamos están escritos en él. El título y el resumen de una película se
            muestran en el idioma de quien la visita si los diste en ese idioma, y en inglés si no.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How can I contact support, and when?',
          fr: 'Comment joindre l’assistance, et quand\u202F?',
          es: '¿Cómo contacto con el servicio de asistencia y cuándo?',
        },
        text: {
          en: md`
            Write to us at [support@shortlist.example](mailto:support@shortlist.example). Our team
            answers from Monday to Friday, 9:00 to 17:00, New Caledonia time (Nouméa, UTC+11): that
            is from 22:00 to 6:00 UTC, from Sunday evening to Friday morning. A message sent outside
            these hours waits for the next working day.

            To help us answer quickly, give the email address of your account and, depending on
            your question, the film’s title, the festival and section, or the order reference
            shown in your order emails and on [My orders](/en/accounting/orders). Never send us
            your password.
          `,
          fr: md`
            Écrivez-nous à [support@shortlist.example](mailto:support@shortlist.example). Notre
            équipe répond du lundi au vendredi, de 9\u00A0h à 17\u00A0h, heure de la Nouvelle-Calédonie
            (Nouméa, UTC+11)\u00A0: soit de 22\u00A0h à 6\u00A0h UTC, du dimanche soir au vendredi matin. Un
            message envoyé en dehors de ces horaires attend le jour ouvré suivant.

            Pour une réponse rapide, indiquez l’adresse e-mail de votre compte et, selon votre
            question, le titre du film, le festival et la section, ou la référence de la commande,
            qui figure dans les e-mails de commande et dans [Mes commandes](/fr/comptabilite/commandes).
            Ne nous envoyez jamais votre mot de passe.
          `,
          es: md`
            Escríbenos a [support@shortlist.example](mailto:support@shortlist.example). Nuestro
            equipo responde de lunes a viernes, de 9:00 a 17:00, hora de Nueva Caledonia (Numea,
            UTC+11): es decir, de 22:00 a 6:00 UTC, del domingo por la noche al viernes por la
            mañana. Un mensaje enviado fuera de este horario espera al siguiente día laborable.

            Para que te respondamos rápido, indica el correo de tu cuenta y, según tu pregunta, el
            título de la película, el festival y la sección, o la referencia del pedido, que
            aparece en los correos del pedido y en [Mis pedidos](/es/contabilidad/pedidos). No nos
            envíes nunca tu contraseña.
          `,
        },
      },
    ],
  },
  {
    id: 11,
    type: 'user',
    name: { en: 'Your films', fr: 'Vos films', es: 'Tus películas' },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'How do I create a film record, and when is it complete?',
          fr: 'Comment créer la fiche d’un film, et quand est-elle complète\u202F?',
          es: '¿Cómo creo la ficha de una película y cuándo está completa?',
        },
        text: {
          en: md`
            In [My films](/en/films), choose **Add a film**. The **Creation** tab asks for the
            essentials: the original title (and a title in Latin characters if it uses another
            script), the production month and year, the running time, the process, the main
            production country, one or two categories, whether it is a first film or a school
            film, and a few yes/no questions. Declare that you hold the rights to the film, or
            that the rights holder allowed you to submit it, then choose **Create the film**: its
            other tabs open.

            The film stays **Incomplete** until its record holds what festivals need. Its
            **Preview** tab lists what is missing, each item opening the right field:

            - the international title (in English) and the summary in English;
            - every field of the technical specification;
            - a director in the credits;
            - a main photo.

            To submit the film you also need its video: see “Videos and trailers”.
          `,
          fr: md`
            Dans [Mes films](/fr/films), choisissez **Ajouter un film**. L’onglet **Création**
            demande l’essentiel\u00A0: le titre original (et un titre en caractères latins s’il est
            écrit dans un autre alphabet), le mois et l’année de production, la durée, le procédé,
            le pays de production principal, une ou deux catégories, s’il s’agit d’un premier film
            ou d’un film d’école, et quelques questions par oui ou non. Déclarez détenir les droits
            du film, ou que l’ayant droit vous a autorisé à l’inscrire, puis choisissez
            **Créer le film**\u00A0: ses autres onglets s’ouvrent.

            Le film reste **Incomplet** tant que sa fiche ne contient pas ce dont les festivals ont
            besoin. Son onglet **Aperçu** liste ce qui manque, et chaque élément ouvre le bon
            champ\u00A0:

            - le titre international (en anglais) et le résumé en anglais\u202F;
            - tous les champs de la fiche technique\u202F;
            - un réalisateur ou une réalisatrice au générique\u202F;
            - une photo principale.

            Pour inscrire le film, il faut aussi sa vidéo\u00A0: voir
            «\u00A0Vidéos et bandes-annonces\u00A0».
          `,
          es: md`
            En [Mis películas](/es/peliculas), elige **Añadir una película**. La pestaña
            **Creación** pide lo esencial: el título original (y un título en caracteres latinos si
            usa otro alfabeto), el mes y el año de producción, la duración, el procedimiento, el
            país de producción principal, una o dos categorías, si es una ópera prima o una
            película de escuela, y algunas preguntas de sí o no. Declara que tienes los derechos
            de la película, o que su titular te autorizó a inscribirla, y elige
            **Crear la película**: se abren sus demás pestañas.

            La película sigue **Incompleta** mientras su ficha no tenga lo que necesitan los
            festivales. Su pestaña **Vista previa** indica lo que falta, y cada elemento abre el
            campo adecuado:

            - el título internacional (en inglés) y el resumen en inglés;
            - todos los campos de la ficha técnica;
            - alguien en la dirección en los créditos;
            - una foto principal.

            Para inscribir la película también necesitas su vídeo: consulta “Vídeos y tráileres”.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I add titles, summaries and synopses in other languages?',
          fr: 'Comment ajouter des titres, résumés et synopsis dans d’autres langues\u202F?',
          es: '¿Cómo añado títulos, resúmenes y sinopsis en otros idiomas?',
        },
        text: {
          en: md`
            Open the **Film data** tab. The international title (in English) and the summary in
            English are required. Under **Titles in other languages** and
            **Summaries in other languages**, add a title or a summary for each other language you
            want, one per language. The long synopsis, up to 10,000 characters, can be given in
            several languages too; a summary holds up to 1,000.

            Your film’s public page shows each text in the visitor’s language when you gave it,
            and in English otherwise. Save each tab with **Save** before leaving it.
          `,
          fr: md`
            Ouvrez l’onglet **Données du film**. Le titre international (en anglais) et le résumé
            en anglais sont obligatoires. Sous **Titres dans d’autres langues** et
            **Résumés dans d’autres langues**, ajoutez un titre ou un résumé pour chaque autre
            langue souhaitée, un par langue. Le synopsis long, jusqu’à 10\u00A0000 caractères, peut lui
            aussi être donné en plusieurs langues\u202F; un résumé compte au plus 1\u00A0000 caractères.

            La page publique de votre film montre chaque texte dans la langue du visiteur quand
            vous l’avez donné, et en anglais sinon. Enregistrez chaque onglet avec
            **Enregistrer** avant de le quitter.
          `,
          es: md`
            Abre la pestaña **Datos de la película**. El título internacional (en inglés) y el
            resumen en inglés son obligatorios. En **Títulos en otros idiomas** y
            **Resúmenes en otros idiomas**, añade un título o un resumen para cada idioma que
            quieras, uno por idioma. La sinopsis larga, de hasta 10.000 caracteres, también puede
            darse en varios idiomas; un resumen tiene como máximo 1000.

            La página pública de tu película muestra cada texto en el idioma de quien la visita si
            lo diste, y en inglés si no. Guarda cada pestaña con **Guardar** antes de salir de
            ella.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I add the credits and contacts of my film?',
          fr: 'Comment ajouter le générique et les contacts de mon film\u202F?',
          es: '¿Cómo añado los créditos y los contactos de mi película?',
        },
        text: {
          en: md`
            Open **Contacts and credits**. Find someone already in your address book (the people
            credited on your other films) or choose **Add a new person**, then pick their roles on
            this film: director, production, seller or distributor, contact and so on. One person
            can hold several roles, and the up and down buttons set the order within a role.
            Names are written in Latin characters.

            Each person can have contact details, a company, a photo, biographies in several
            languages, a filmography and documents. The director, production, sales and contact
            people are the film’s main contacts, shown on its public page. The film needs at least
            one director to be complete.
          `,
          fr: md`
            Ouvrez **Contacts et générique**. Retrouvez une personne déjà présente dans votre
            carnet d’adresses (les personnes créditées sur vos autres films) ou choisissez
            **Ajouter une nouvelle personne**, puis indiquez ses fonctions sur ce film\u00A0:
            réalisation, production, vente ou distribution, contact, etc. Une personne peut avoir
            plusieurs fonctions, et les boutons monter et descendre règlent l’ordre dans une
            fonction. Les noms s’écrivent en caractères latins.

            Chaque personne peut avoir des coordonnées, une société, une photo, des biographies en
            plusieurs langues, une filmographie et des documents. La réalisation, la production,
            la vente et le contact forment les contacts principaux du film, affichés sur sa page
            publique. Le film doit avoir au moins un réalisateur ou une
            réalisatrice pour être complet.
          `,
          es: md`
            Abre **Contactos y créditos**. Busca a alguien que ya esté en tu agenda (las personas
            que figuran en los créditos de tus otras películas) o elige
            **Añadir una persona nueva**, y luego indica sus funciones en esta película: dirección,
            producción, venta o distribución, contacto, etc. Una persona puede tener varias
            funciones, y los botones de subir y bajar fijan el orden dentro de cada función. Los
            nombres se escriben en caracteres latinos.

            Cada persona puede tener datos de contacto, una empresa, una foto, biografías en varios
            idiomas, una filmografía y documentos. Las personas de dirección, producción, ventas y
            contacto son los contactos principales de la película, que se muestran en su página
            pública. La película necesita al menos una persona en la dirección para estar
            completa.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How many photos and documents can I add?',
          fr: 'Combien de photos et de documents puis-je ajouter\u202F?',
          es: '¿Cuántas fotos y documentos puedo añadir?',
        },
        text: {
          en: md`
            In **Screener and media**, add up to 5 photos per film, or 20 while the film has a
            SuperStamp: JPEG, PNG, WebP or AVIF, at most 5\u00A0MB each. Give each photo its type
            (photo, poster, film still, on set) and its credit, and choose the principal photo,
            shown first and in lists: the film needs one to be complete.

            Documents such as the script, the dialogue list or a synopsis go in the same tab: up
            to 10 for the film, plus up to 10 for each person in the credits (in their card), in
            PDF, Word, OpenDocument, RTF or text, at most 5\u00A0MB each.
          `,
          fr: md`
            Dans **Copie de visionnage et médias**, ajoutez jusqu’à 5 photos par film, ou 20 tant
            que le film a un SuperTimbre\u00A0: JPEG, PNG, WebP ou AVIF, 5\u00A0Mo au plus chacune. Donnez à
            chaque photo son type (photo, affiche, photogramme, tournage) et son crédit, et
            choisissez la photo principale, montrée en premier et dans les listes\u00A0: le film en a
            besoin pour être complet.

            Les documents, comme le scénario, la liste des dialogues ou un synopsis, se placent
            dans le même onglet\u00A0: jusqu’à 10 pour le film, plus jusqu’à 10 pour chaque personne du
            générique (dans sa fiche), en PDF, Word, OpenDocument, RTF ou texte, 5\u00A0Mo au plus
            chacun.
          `,
          es: md`
            En **Copia de visionado y medios**, añade hasta 5 fotos por película, o 20 mientras la
            película tenga un SuperSello: JPEG, PNG, WebP o AVIF, de 5\u00A0MB como máximo cada una. Da
            a cada foto su tipo (foto, cartel, fotograma, rodaje) y su crédito, y elige la foto
            principal, que se muestra primero y en las listas: la película la necesita para estar
            completa.

            Los documentos, como el guion, la lista de diálogos o una sinopsis, van en la misma
            pestaña: hasta 10 para la película, y hasta 10 más por cada persona de los créditos
            (en su ficha), en PDF, Word, OpenDocument, RTF o texto, de 5\u00A0MB como máximo cada uno.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'Who can see my film’s page, and how do I choose its address?',
          fr: 'Qui peut voir la page de mon film, et comment choisir son adresse\u202F?',
          es: '¿Quién puede ver la página de mi película y cómo elijo su dirección?',
        },
        text: {
          en: md`
            In the **Publication** tab, choose who can see the film’s public page:

            - **Private**: only you and the festivals you submit it to.
            - **Public**: anyone with the link, and search engines.
            - **Protected by a password**: only the people you give the password to (at least 4
            characters). This needs a SuperStamp for the film.

            Without a SuperStamp, the page shows the summary, the main contacts, the credits, the
            photo gallery and the trailer. A SuperStamp adds the synopsis, technical data, career
            and the other details of the record.

            A **Custom address** gives the page a readable link, such as /en/film/my-short-film:
            letters without accents and digits joined by hyphens, not a number alone, and not
            already used by another film.
          `,
          fr: md`
            Dans l’onglet **Publication**, choisissez qui peut voir la page publique du film\u00A0:

            - **Privée**\u00A0: seulement vous et les festivals auxquels vous l’inscrivez.
            - **Publique**\u00A0: toute personne qui a le lien, et les moteurs de recherche.
            - **Protégée par un mot de passe**\u00A0: seulement les personnes à qui vous donnez le mot
            de passe (4 caractères au moins). Il faut un SuperTimbre pour ce film.

            Sans SuperTimbre, la page montre le résumé, les contacts principaux, le générique, la
            galerie photo et la bande-annonce. Un SuperTimbre ajoute le synopsis, la fiche
            technique, le parcours et les autres informations de la fiche.

            Une **Adresse personnalisée** donne à la page un lien lisible, comme
            /fr/film/mon-court-metrage\u00A0: des lettres sans accents et des chiffres reliés par des
            traits d’union, pas un nombre seul, et pas déjà utilisée par un autre film.
          `,
          es: md`
            En la pestaña **Publicación**, elige quién puede ver la página pública de la película:

            - **Privada**: solo tú y los festivales en los que la inscribes.
            - **Pública**: cualquiera que tenga el enlace, y los buscadores.
            - **Protegida con contraseña**: solo las personas a las que das la contraseña (de 4
            caracteres como mínimo). Necesita un SuperSello para la película.

            Sin SuperSello, la página muestra el resumen, los contactos principales, los créditos,
            la galería de fotos y el tráiler. Un SuperSello añade la sinopsis, la ficha técnica,
            la trayectoria y el resto de la información de la ficha.

            Una **Dirección personalizada** da a la página un enlace legible, como
            /es/pelicula/mi-cortometraje: letras sin tildes y cifras unidas por guiones, no un
            número solo, y que no use ya otra película.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I delete or archive a film?',
          fr: 'Comment supprimer ou archiver un film\u202F?',
          es: '¿Cómo elimino o archivo una película?',
        },
        text: {
          en: md`
            Open the film’s **Management** tab and choose **Delete this film**, then confirm. A
            film never submitted is deleted for good, with its record, photos, documents, video
            files, public page and custom address. This cannot be undone.

            A film already submitted to a festival, or waiting in your basket, is archived
            instead: the festivals keep what they received, the film leaves your list of films,
            and it can no longer be changed or submitted.
          `,
          fr: md`
            Ouvrez l’onglet **Gestion** du film et choisissez **Supprimer ce film**, puis
            confirmez. Un film jamais inscrit est supprimé définitivement, avec sa fiche, ses
            photos, ses documents, ses fichiers vidéo, sa page publique et son adresse
            personnalisée. C’est irréversible.

            Un film déjà inscrit à un festival, ou en attente dans votre panier, est archivé à la
            place\u00A0: les festivals gardent ce qu’ils ont reçu, le film quitte la liste de vos films
            et ne peut plus être modifié ni inscrit.
          `,
          es: md`
            Abre la pestaña **Gestión** de la película, elige **Eliminar esta película** y
            confirma. Una película que nunca se inscribió se elimina para siempre, con su ficha,
            sus fotos, sus documentos, sus archivos de vídeo, su página pública y su dirección
            personalizada. No se puede deshacer.

            Una película ya inscrita en un festival, o que espera en tu cesta, se archiva en su
            lugar: los festivales conservan lo que recibieron, la película sale de tu lista de
            películas y ya no se puede modificar ni inscribir.
          `,
        },
      },
    ],
  },
  {
    id: 12,
    type: 'user',
    name: { en: 'Videos and trailers', fr: 'Vidéos et bandes-annonces', es: 'Vídeos y tráileres' },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'How do I upload my film’s video?',
          fr: 'Comment envoyer la vidéo de mon film\u202F?',
          es: '¿Cómo subo el vídeo de mi película?',
        },
        text: {
          en: md`
            Open the film’s **Screener and media** tab, choose the video file and click
            **Upload**. The upload can be paused and resumed, even after reloading the page, and a
            lost connection does not lose what was already sent.

            - Largest file: 4\u00A0GB, or 10\u00A0GB with a SuperStamp.
            - Formats: MP4, MOV, MKV, WebM, AVI, MPEG-TS or MXF.
            - Recommended: H.264, H.265 or ProRes 422 HQ video at 23.98 to 60 frames per second,
            with AAC-LC sound at 320\u00A0kb/s and 48\u00A0kHz.

            Once the file is in, a technical check reads it and tells you what differs from the
            recommendations, for example a duration that does not match the one you declared. A
            new upload replaces the previous file.
          `,
          fr: md`
            Ouvrez l’onglet **Copie de visionnage et médias** du film, choisissez le fichier vidéo
            et cliquez sur **Envoyer**. L’envoi peut être mis en pause et repris, même après avoir
            rechargé la page, et une connexion coupée ne fait pas perdre ce qui était déjà
            envoyé.

            - Taille maximale\u00A0: 4\u00A0Go, ou 10\u00A0Go avec un SuperTimbre.
            - Formats\u00A0: MP4, MOV, MKV, WebM, AVI, MPEG-TS ou MXF.
            - Recommandé\u00A0: vidéo H.264, H.265 ou ProRes 422 HQ de 23,98 à 60 images par seconde,
            avec un son AAC-LC à 320\u00A0kb/s et 48\u00A0kHz.

            Une fois le fichier reçu, un contrôle technique le lit et vous signale ce qui diffère
            des recommandations, par exemple une durée qui ne correspond pas à celle déclarée. Un
            nouvel envoi remplace le fichier précédent.
          `,
          es: md`
            Abre la pestaña **Copia de visionado y medios** de la película, elige el archivo de
            vídeo y haz clic en **Subir**. La subida se puede pausar y reanudar, incluso tras
            recargar la página, y una conexión cortada no hace perder lo que ya se envió.

            - Tamaño máximo: 4\u00A0GB, o 10\u00A0GB con un SuperSello.
            - Formatos: MP4, MOV, MKV, WebM, AVI, MPEG-TS o MXF.
            - Recomendado: vídeo H.264, H.265 o ProRes 422 HQ de 23,98 a 60 imágenes por segundo,
            con sonido AAC-LC a 320\u00A0kb/s y 48\u00A0kHz.

            Cuando el archivo llega, una comprobación técnica lo lee y te indica lo que difiere de
            las recomendaciones, por ejemplo una duración que no coincide con la declarada. Una
            nueva subida sustituye al archivo anterior.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'Can I import my video from a link or use a Vimeo video?',
          fr: 'Puis-je importer ma vidéo depuis un lien ou utiliser une vidéo Vimeo\u202F?',
          es: '¿Puedo importar mi vídeo desde un enlace o usar un vídeo de Vimeo?',
        },
        text: {
          en: md`
            Yes, both from the **Screener and media** tab.

            **From a link**: paste a direct link to the file, or a Dropbox or Google Drive share
            link, and Shortlist fetches the file for you. The link must lead straight to the
            video, be at most 1,500 characters long and stay valid for more than 6 hours. The size
            limits of an upload apply.

            **From Vimeo**: give the video’s address (vimeo.com/… or player.vimeo.com/video/…) and
            its password. The video must be password-protected, on a Vimeo Standard or higher paid
            plan; festivals that watch your film are given the password. A Vimeo video is not
            stored by Shortlist, so it never expires. Using one replaces a file stored here, once
            you confirm.
          `,
          fr: md`
            Oui, les deux, depuis l’onglet **Copie de visionnage et médias**.

            **Depuis un lien**\u00A0: collez un lien direct vers le fichier, ou un lien de partage
            Dropbox ou Google Drive, et Shortlist récupère le fichier pour vous. Le lien doit mener
            directement à la vidéo, compter 1\u00A0500 caractères au plus et rester valable plus de
            6 heures. Les limites de taille d’un envoi s’appliquent.

            **Depuis Vimeo**\u00A0: donnez l’adresse de la vidéo (vimeo.com/… ou
            player.vimeo.com/video/…) et son mot de passe. La vidéo doit être protégée par un mot
            de passe, sur une offre Vimeo payante Standard ou supérieure\u202F; les festivals qui
            regardent votre film reçoivent le mot de passe. Une vidéo Vimeo n’est pas stockée par
            Shortlist\u00A0: elle n’expire donc jamais. L’utiliser remplace un fichier stocké ici, après
            votre confirmation.
          `,
          es: md`
            Sí, ambas cosas, desde la pestaña **Copia de visionado y medios**.

            **Desde un enlace**: pega un enlace directo al archivo, o un enlace para compartir de
            Dropbox o Google Drive, y Shortlist descarga el archivo por ti. El enlace debe llevar
            directamente al vídeo, tener 1500 caracteres como máximo y seguir siendo válido más de
            6 horas. Se aplican los límites de tamaño de una subida.

            **Desde Vimeo**: indica la dirección del vídeo (vimeo.com/… o player.vimeo.com/video/…)
            y su contraseña. El vídeo debe estar protegido con contraseña, en un plan de pago de
            Vimeo Standard o superior; los festivales que ven tu película reciben la contraseña. Un
            vídeo de Vimeo no se almacena en Shortlist, así que nunca caduca. Usarlo sustituye a un
            archivo almacenado aquí, tras tu confirmación.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I add subtitles to my film?',
          fr: 'Comment ajouter des sous-titres à mon film\u202F?',
          es: '¿Cómo añado subtítulos a mi película?',
        },
        text: {
          en: md`
            In **Screener and media**, under **Subtitles**, choose the subtitle language and an SRT
            file, then **Add the subtitles**. Add one file for each language. If the file has
            mistakes (a missing sequence number, a wrong timestamp, a subtitle starting before the
            previous one…), every problem is listed with its line number, so you can fix them all
            at once.

            Subtitles count for eligibility: a section that asks for subtitles in a language your
            film does not have yet shows in the **Missing subtitles** tab until you add them. A
            silent film, a film without dialogue, or one whose dialogue languages are all among
            the section’s languages needs none.
          `,
          fr: md`
            Dans **Copie de visionnage et médias**, sous **Sous-titres**, choisissez la langue des
            sous-titres et un fichier SRT, puis **Ajouter les sous-titres**. Ajoutez un fichier par
            langue. Si le fichier contient des erreurs (un numéro de séquence manquant, un horodatage
            incorrect, un sous-titre qui commence avant le précédent…), chaque problème est listé
            avec son numéro de ligne, pour tout corriger en une fois.

            Les sous-titres comptent pour l’éligibilité\u00A0: une section qui demande des sous-titres
            dans une langue que votre film n’a pas encore apparaît dans l’onglet
            **Sous-titres manquants** jusqu’à ce que vous les ajoutiez. Un film muet, un film sans
            dialogue, ou un film dont toutes les langues de dialogue figurent parmi celles de la
            section n’en a pas besoin.
          `,
          es: md`
            En **Copia de visionado y medios**, en **Subtítulos**, elige el idioma de los subtítulos
            y un archivo SRT, y luego **Añadir los subtítulos**. Añade un archivo por idioma. Si el
            archivo tiene errores (un número de secuencia que falta, una marca de tiempo incorrecta,
            un subtítulo que empieza antes del anterior…), cada problema aparece con su número de
            línea, para que lo corrijas todo de una vez.

            Los subtítulos cuentan para la elegibilidad: una sección que pide subtítulos en un
            idioma que tu película aún no tiene aparece en la pestaña **Faltan subtítulos** hasta
            que los añadas. Una película muda, una película sin diálogos, o una cuyos idiomas de
            diálogo están todos entre los de la sección no los necesita.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How long is my video kept?',
          fr: 'Combien de temps ma vidéo est-elle conservée\u202F?',
          es: '¿Cuánto tiempo se conserva mi vídeo?',
        },
        text: {
          en: md`
            A video file is kept 2 months after its upload. Each submission of the film keeps it
            at least 2 months after the submission day, and a SuperStamp extends its storage by one
            year. The film’s media tab shows the date as **Kept until**.

            We email you 14 days before that date. After it, the file is deleted and the film
            cannot be submitted until you upload it again. A Vimeo video is not stored here, so it
            does not expire.
          `,
          fr: md`
            Un fichier vidéo est conservé 2 mois après son envoi. Chaque inscription du film le
            garde au moins 2 mois après le jour de l’inscription, et un SuperTimbre prolonge sa
            conservation d’un an. L’onglet médias du film indique la date sous
            **Conservé jusqu’au**.

            Nous vous prévenons par e-mail 14 jours avant cette date. Ensuite, le fichier est
            supprimé et le film ne peut plus être inscrit tant que vous ne l’avez pas envoyé à
            nouveau. Une vidéo Vimeo n’est pas stockée ici\u00A0: elle n’expire pas.
          `,
          es: md`
            Un archivo de vídeo se conserva 2 meses después de subirlo. Cada inscripción de la
            película lo mantiene al menos 2 meses después del día de la inscripción, y un SuperSello
            amplía su conservación un año. La pestaña de medios de la película muestra la fecha en
            **Se conserva hasta**.

            Te avisamos por correo 14 días antes de esa fecha. Después, el archivo se elimina y la
            película no se puede inscribir hasta que lo vuelvas a subir. Un vídeo de Vimeo no se
            almacena aquí, así que no caduca.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'My video has expired: what should I do?',
          fr: 'Ma vidéo a expiré\u00A0: que faire\u202F?',
          es: 'Mi vídeo ha caducado: ¿qué hago?',
        },
        text: {
          en: md`
            Upload the file again in the film’s **Screener and media** tab, or import it again
            from a link. The film can then be submitted again, and the new file is kept 2 months.
            Your film’s record, photos and credits are not affected.

            Your dashboard lists, under **Videos to upload**, the films whose video is missing or
            expired. Before you pay, the basket also warns you when an entry’s video has expired,
            or when it is kept only until a date before the festival’s results: extend it with a
            SuperStamp so that the festival can still watch your film.
          `,
          fr: md`
            Envoyez à nouveau le fichier dans l’onglet **Copie de visionnage et médias** du film,
            ou importez-le à nouveau depuis un lien. Le film peut alors être inscrit de nouveau,
            et le nouveau fichier est conservé 2 mois. La fiche, les photos et le générique du
            film ne sont pas touchés.

            Votre tableau de bord liste, sous **Vidéos à envoyer**, les films dont la vidéo manque
            ou a expiré. Avant le paiement, le panier vous prévient aussi quand la vidéo d’une
            inscription a expiré, ou quand elle n’est conservée que jusqu’à une date antérieure aux
            résultats du festival\u00A0: prolongez-la avec un SuperTimbre pour que le festival puisse
            encore regarder votre film.
          `,
          es: md`
            Vuelve a subir el archivo en la pestaña **Copia de visionado y medios** de la película,
            o vuelve a importarlo desde un enlace. La película se puede inscribir de nuevo y el
            nuevo archivo se conserva 2 meses. La ficha, las fotos y los créditos de la película no
            cambian.

            Tu panel muestra, en **Vídeos por subir**, las películas cuyo vídeo falta o ha
            caducado. Antes de pagar, la cesta también te avisa cuando el vídeo de una inscripción
            ha caducado, o cuando solo se conserva hasta una fecha anterior a los resultados del
            festival: amplíalo con un SuperSello para que el festival pueda seguir viendo tu
            película.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I add a trailer?',
          fr: 'Comment ajouter une bande-annonce\u202F?',
          es: '¿Cómo añado un tráiler?',
        },
        text: {
          en: md`
            The trailer has its own place in **Screener and media**, beside the film video, and is
            added the same ways: uploaded from your computer, imported from a link or taken from
            Vimeo. It can weigh up to 500\u00A0MB, or 2\u00A0GB with a SuperStamp.

            The trailer is shown on the film’s public page, even without a SuperStamp. Its file is
            kept like the film video’s: we email you before it is deleted, and a SuperStamp keeps
            it one more year.
          `,
          fr: md`
            La bande-annonce a sa propre place dans **Copie de visionnage et médias**, à côté de
            la vidéo du film, et s’ajoute de la même façon\u00A0: envoyée depuis votre ordinateur,
            importée depuis un lien ou prise sur Vimeo. Elle peut peser jusqu’à 500\u00A0Mo, ou 2\u00A0Go
            avec un SuperTimbre.

            La bande-annonce est montrée sur la page publique du film, même sans SuperTimbre. Son
            fichier est conservé comme celui de la vidéo du film\u00A0: nous vous prévenons par e-mail
            avant sa suppression, et un SuperTimbre la garde un an de plus.
          `,
          es: md`
            El tráiler tiene su propio lugar en **Copia de visionado y medios**, junto al vídeo de
            la película, y se añade de las mismas formas: subido desde tu ordenador, importado
            desde un enlace o tomado de Vimeo. Puede pesar hasta 500\u00A0MB, o 2\u00A0GB con un SuperSello.

            El tráiler se muestra en la página pública de la película, incluso sin SuperSello. Su
            archivo se conserva como el del vídeo de la película: te avisamos por correo antes de
            eliminarlo, y un SuperSello lo mantiene un año más.
          `,
        },
      },
    ],
  },
  {
    id: 13,
    type: 'user',
    name: {
      en: 'Festivals and submissions',
      fr: 'Festivals et inscriptions',
      es: 'Festivales e inscripciones',
    },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'How do I find festivals for my film?',
          fr: 'Comment trouver des festivals pour mon film\u202F?',
          es: '¿Cómo encuentro festivales para mi película?',
        },
        text: {
          en: md`
            The [festival directory](/en/festivals) lists every festival on Shortlist. Search by
            name, city or country, and narrow the list with the filters: call for entries open or
            closed, paid or with a free section, highest entry fee, country, deadline, festival
            dates, categories, genres, themes, labels, director’s stay covered, and the length of
            your film (festivals with a section that takes it).

            Each card shows the next deadline and the entry fees; **Last days** marks a call that
            closes within 14 days. A festival’s page gives each section’s rules, calendar and
            fees. Deadlines are on the festival’s own clock (23:59 local time unless it says
            otherwise), and also shown in your time when it differs.
          `,
          fr: md`
            L’[annuaire des festivals](/fr/festivals) liste tous les festivals présents sur
            Shortlist. Cherchez par nom, ville ou pays, et affinez la liste avec les filtres\u00A0:
            appel à films ouvert ou fermé, payant ou avec une section gratuite, frais d’inscription
            maximum, pays, date limite, dates du festival, catégories, genres, thématiques, labels,
            séjour du réalisateur pris en charge, et durée de votre film (les festivals ayant une
            section qui l’accepte).

            Chaque carte montre la prochaine date limite et les frais d’inscription\u202F;
            **Derniers jours** signale un appel qui ferme dans les 14 jours. La page d’un festival
            donne le règlement, le calendrier et les frais de chaque section. Les dates limites
            suivent l’heure du festival (23\u00A0h\u00A059, heure locale, sauf mention contraire), et
            s’affichent aussi à votre heure quand elle diffère.
          `,
          es: md`
            El [directorio de festivales](/es/festivales) reúne todos los festivales de Shortlist.
            Busca por nombre, ciudad o país, y acota la lista con los filtros: convocatoria abierta
            o cerrada, de pago o con una sección gratuita, tasa de inscripción máxima, país, fecha
            límite, fechas del festival, categorías, géneros, temáticas, sellos de calidad,
            estancia del director cubierta, y duración de tu película (festivales con una sección
            que la acepta).

            Cada tarjeta muestra la próxima fecha límite y las tasas de inscripción;
            **Últimos días** señala una convocatoria que cierra en menos de 14 días. La página de
            un festival da las bases, el calendario y las tasas de cada sección. Las fechas límite
            siguen la hora del festival (23:59, hora local, salvo que indique otra cosa), y también
            se muestran en tu hora cuando es distinta.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do favourites and deadline reminders work?',
          fr: 'Comment fonctionnent les favoris et les rappels de date limite\u202F?',
          es: '¿Cómo funcionan los favoritos y los recordatorios de fecha límite?',
        },
        text: {
          en: md`
            Click the heart on a festival to add it to your favourites (you need to be signed in).
            In the directory, the **My favourites only** filter shows just them.

            For your favourite festivals, we email you 14 days and 2 days before a deadline. You
            can switch these reminders off in [My profile](/en/profile/account), under
            **Deadline calendar**. There you can also create a private calendar address to follow
            your favourites’ deadlines in Google Calendar, Apple Calendar or Outlook: keep it to
            yourself, and renew it or stop sharing it at any time.

            Your dashboard also lists the deadlines of the coming week, at your favourite
            festivals and at those where an entry waits in your basket.
          `,
          fr: md`
            Cliquez sur le cœur d’un festival pour l’ajouter à vos favoris (il faut être
            connecté). Dans l’annuaire, le filtre **Mes favoris uniquement** n’affiche qu’eux.

            Pour vos festivals favoris, nous vous envoyons un e-mail 14 jours et 2 jours avant une
            date limite. Vous pouvez couper ces rappels dans [Mon profil](/fr/profil/profil), sous
            **Calendrier des dates limites**. Vous pouvez aussi y créer une adresse de calendrier
            privée pour suivre les dates limites de vos favoris dans Google Agenda, Calendrier
            Apple ou Outlook\u00A0: gardez-la pour vous, et renouvelez-la ou cessez de la partager
            quand vous voulez.

            Votre tableau de bord liste aussi les dates limites de la semaine à venir, dans vos
            festivals favoris et dans ceux où une inscription attend dans votre panier.
          `,
          es: md`
            Haz clic en el corazón de un festival para añadirlo a tus favoritos (debes haber
            iniciado sesión). En el directorio, el filtro **Solo mis favoritos** muestra solo
            esos.

            Para tus festivales favoritos, te enviamos un correo 14 días y 2 días antes de una
            fecha límite. Puedes desactivar estos recordatorios en [Mi perfil](/es/perfil/datos),
            en **Calendario de fechas límite**. Allí también puedes crear una dirección de
            calendario privada para seguir las fechas límite de tus favoritos en Google Calendar,
            Calendario de Apple u Outlook: guárdala para ti, y renuévala o deja de compartirla
            cuando quieras.

            Tu panel también muestra las fechas límite de la semana próxima, en tus festivales
            favoritos y en aquellos donde una inscripción espera en tu cesta.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'Why is my film not eligible for a section?',
          fr: 'Pourquoi mon film n’est-il pas éligible à une section\u202F?',
          es: '¿Por qué mi película no es elegible para una sección?',
        },
        text: {
          en: md`
            When you submit, each section goes into one of three tabs:

            - **Eligible**: the film meets every rule of the section.
            - **Missing subtitles**: it meets them, but the section needs subtitles in a language
            your film does not have yet.
            - **Not eligible**: something stops it, and every reason is given.

            The reasons come from the section’s criteria (production date, running time,
            production countries, categories, genres, themes, first film, school film) or from
            your film and the section: an incomplete record, a missing or expired video, a film
            already entered at this festival, a section not open yet or closed. Fix what you can
            in your film’s record and the section moves to **Eligible**.

            **Deadline soon** marks a section whose deadline is less than 14 days away.
          `,
          fr: md`
            Quand vous inscrivez un film, chaque section se range dans l’un de trois onglets\u00A0:

            - **Éligible**\u00A0: le film respecte toutes les règles de la section.
            - **Sous-titres manquants**\u00A0: il les respecte, mais la section demande des sous-titres
            dans une langue que votre film n’a pas encore.
            - **Non éligible**\u00A0: quelque chose l’en empêche, et chaque raison est indiquée.

            Les raisons viennent des critères de la section (date de production, durée, pays de
            production, catégories, genres, thématiques, premier film, film d’école) ou de votre
            film et de la section\u00A0: une fiche incomplète, une vidéo manquante ou expirée, un film
            déjà inscrit à ce festival, une section pas encore ouverte ou close. Corrigez ce qui
            peut l’être dans la fiche du film, et la section passe dans **Éligible**.

            **Bientôt clos** signale une section dont la date limite est à moins de 14 jours.
          `,
          es: md`
            Al inscribir una película, cada sección se coloca en una de tres pestañas:

            - **Elegible**: la película cumple todas las reglas de la sección.
            - **Faltan subtítulos**: las cumple, pero la sección pide subtítulos en un idioma que
            tu película aún no tiene.
            - **No elegible**: algo lo impide, y se indica cada motivo.

            Los motivos vienen de los criterios de la sección (fecha de producción, duración,
            países de producción, categorías, géneros, temáticas, ópera prima, película de
            escuela) o de tu película y de la sección: una ficha incompleta, un vídeo que falta o
            ha caducado, una película ya inscrita en este festival, una sección que aún no abre o
            ya cerró. Corrige lo que puedas en la ficha de la película y la sección pasa a
            **Elegible**.

            **Cierra pronto** señala una sección cuya fecha límite está a menos de 14 días.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'What are protected sections, festival questions and invitations?',
          fr: 'Que sont les sections protégées, les questions des festivals et les invitations\u202F?',
          es: '¿Qué son las secciones protegidas, las preguntas de los festivales y las invitaciones?',
        },
        text: {
          en: md`
            **Protected sections** take entries only from filmmakers the festival chose. Ticking
            one asks for the password the festival gave you; with a wrong password the section
            stays unticked.

            **Additional questions**: when you tick a section, the festival may ask questions
            about your film. Every question needs an answer, and some answers stop the entry: the
            film then cannot enter that section.

            **Invitations**: a festival can invite you to enter a film in a section, at a price it
            sets and until a given date, even after the deadline or when its call is open to
            invited films only. You receive an email: sign in with that address and open the
            festival’s page to answer with one of your films. An invitation skips the section’s
            dates and password, but your film must still meet its criteria.
          `,
          fr: md`
            Les **sections protégées** n’acceptent que les cinéastes choisis par le festival.
            Cocher l’une d’elles demande le mot de passe que le festival vous a donné\u202F; avec un
            mauvais mot de passe, la section reste décochée.

            **Questions supplémentaires**\u00A0: quand vous cochez une section, le festival peut poser
            des questions sur votre film. Chaque question demande une réponse, et certaines
            réponses arrêtent l’inscription\u00A0: le film ne peut alors pas entrer dans cette section.

            **Invitations**\u00A0: un festival peut vous inviter à inscrire un film dans une section, au
            prix qu’il fixe et jusqu’à une date donnée, même après la date limite ou quand son
            appel est réservé aux films invités. Vous recevez un e-mail\u00A0: connectez-vous avec cette
            adresse et ouvrez la page du festival pour répondre avec l’un de vos films. Une
            invitation passe outre les dates et le mot de passe de la section, mais votre film doit
            toujours respecter ses critères.
          `,
          es: md`
            Las **secciones protegidas** solo admiten a cineastas que el festival eligió. Al marcar
            una se pide la contraseña que el festival te dio; con una contraseña incorrecta, la
            sección queda sin marcar.

            **Preguntas adicionales**: al marcar una sección, el festival puede hacer preguntas
            sobre tu película. Todas las preguntas necesitan respuesta, y algunas respuestas
            detienen la inscripción: la película no puede entonces entrar en esa sección.

            **Invitaciones**: un festival puede invitarte a inscribir una película en una sección,
            al precio que fija y hasta una fecha dada, incluso después de la fecha límite o cuando
            su convocatoria es solo para películas invitadas. Recibes un correo: inicia sesión con
            esa dirección y abre la página del festival para responder con una de tus películas.
            Una invitación omite las fechas y la contraseña de la sección, pero tu película debe
            seguir cumpliendo sus criterios.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I submit my film to a festival?',
          fr: 'Comment inscrire mon film à un festival\u202F?',
          es: '¿Cómo inscribo mi película en un festival?',
        },
        text: {
          en: md`
            1. On a festival’s page, choose **Submit a film**; or open your film and choose
            **Submit to festivals** to see every open festival at once.
            2. In the **Eligible** tab, tick a section (one per festival) and answer its questions
            if it has any.
            3. Choose **Add to basket and stay** to keep choosing, or **Add and go to the basket**.
            4. In [your basket](/en/cart), choose for each entry how its platform fee is paid: a
            stamp from your balance, a stamp bought now, or the film’s SuperStamp.
            5. Choose **Continue to payment**, check your billing address, choose how you pay,
            accept the terms of sale and pay.

            Your entries are sent to the festivals as soon as the order is paid. Until then they
            wait in the basket as unfinished, and an entry whose deadline passes can no longer be
            paid for.
          `,
          fr: md`
            1. Sur la page d’un festival, choisissez **Inscrire un film**\u202F; ou ouvrez votre film et
            choisissez **Inscrire à des festivals** pour voir d’un coup tous les festivals ouverts.
            2. Dans l’onglet **Éligible**, cochez une section (une par festival) et répondez à ses
            questions s’il y en a.
            3. Choisissez **Ajouter au panier et rester** pour continuer à choisir, ou
            **Ajouter et aller au panier**.
            4. Dans [votre panier](/fr/panier), choisissez pour chaque inscription comment ses
            frais de plateforme sont payés\u00A0: un timbre de votre solde, un timbre acheté maintenant
            ou le SuperTimbre du film.
            5. Choisissez **Passer au paiement**, vérifiez votre adresse de facturation, choisissez
            votre moyen de paiement, acceptez les conditions de vente et payez.

            Vos inscriptions sont envoyées aux festivals dès que la commande est payée. D’ici là,
            elles attendent dans le panier comme non finalisées, et une inscription dont la date
            limite passe ne peut plus être payée.
          `,
          es: md`
            1. En la página de un festival, elige **Inscribir una película**; o abre tu película y
            elige **Inscribir en festivales** para ver a la vez todos los festivales abiertos.
            2. En la pestaña **Elegible**, marca una sección (una por festival) y responde a sus
            preguntas si las tiene.
            3. Elige **Añadir a la cesta y quedarse** para seguir eligiendo, o
            **Añadir e ir a la cesta**.
            4. En [tu cesta](/es/carrito), elige para cada inscripción cómo se paga su tarifa de
            plataforma: un sello de tu saldo, un sello comprado ahora o el SuperSello de la
            película.
            5. Elige **Continuar al pago**, revisa tu dirección de facturación, elige cómo pagas,
            acepta las condiciones de venta y paga.

            Tus inscripciones se envían a los festivales en cuanto se paga el pedido. Hasta
            entonces esperan en la cesta como sin finalizar, y una inscripción cuya fecha límite
            pasa ya no se puede pagar.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'What do the statuses of my submissions mean?',
          fr: 'Que signifient les statuts de mes inscriptions\u202F?',
          es: '¿Qué significan los estados de mis inscripciones?',
        },
        text: {
          en: md`
            - **Unfinished**: the entry is in your basket, not paid yet. With
            **Payment pending**, its order is waiting for the payment, such as a bank transfer.
            - **Sent**: paid and sent to the festival.
            - **Validated**: the festival confirmed it received the entry.
            - **Selected** or **Not selected**: the festival’s answer for the section you chose.
            - **Selected in another section**: the festival chose your film for another of its
            sections.
            - **Awarded**: your film won a prize at the festival.
            - **Cancelled**: the entry was withdrawn and will not be judged.

            Follow them in [My submissions](/en/submissions), where you can search and filter by
            status; your dashboard shows the latest changes. Clicking an unfinished entry takes you
            to the basket, or to your orders when its payment is pending.
          `,
          fr: md`
            - **Non finalisée**\u00A0: l’inscription est dans votre panier, pas encore payée. Avec
            **Paiement en attente**, sa commande attend le paiement, par exemple un virement.
            - **Envoyée**\u00A0: payée et envoyée au festival.
            - **Validée**\u00A0: le festival a confirmé avoir reçu l’inscription.
            - **Sélectionnée** ou **Non sélectionnée**\u00A0: la réponse du festival pour la section
            choisie.
            - **Sélectionnée dans une autre section**\u00A0: le festival a retenu votre film pour une
            autre de ses sections.
            - **Primée**\u00A0: votre film a reçu un prix au festival.
            - **Annulée**\u00A0: l’inscription a été retirée et ne sera pas jugée.

            Suivez-les dans [Mes inscriptions](/fr/inscriptions), où vous pouvez chercher et filtrer
            par statut\u202F; votre tableau de bord montre les derniers changements. Un clic sur une
            inscription non finalisée mène au panier, ou à vos commandes quand son paiement est en
            attente.
          `,
          es: md`
            - **Sin finalizar**: la inscripción está en tu cesta, aún sin pagar. Con
            **Pago pendiente**, su pedido espera el pago, por ejemplo una transferencia.
            - **Enviada**: pagada y enviada al festival.
            - **Validada**: el festival confirmó que recibió la inscripción.
            - **Seleccionada** o **No seleccionada**: la respuesta del festival para la sección
            elegida.
            - **Seleccionada en otra sección**: el festival eligió tu película para otra de sus
            secciones.
            - **Premiada**: tu película ganó un premio en el festival.
            - **Cancelada**: la inscripción se retiró y no se evaluará.

            Síguelas en [Mis inscripciones](/es/inscripciones), donde puedes buscar y filtrar por
            estado; tu panel muestra los últimos cambios. Al hacer clic en una inscripción sin
            finalizar vas a la cesta, o a tus pedidos si su pago está pendiente.
          `,
        },
      },
    ],
  },
  {
    id: 14,
    type: 'user',
    name: {
      en: 'Payments, stamps and SuperStamps',
      fr: 'Paiements, timbres et SuperTimbres',
      es: 'Pagos, sellos y SuperSellos',
    },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'What is a stamp, and which booklet should I buy?',
          fr: 'Qu’est-ce qu’un timbre, et quel carnet choisir\u202F?',
          es: '¿Qué es un sello y qué talonario me conviene?',
        },
        text: {
          en: md`
            Each submission carries a platform fee of €5.00 excluding VAT, unless the film has a
            SuperStamp. One stamp pays one submission’s platform fee. Stamps never expire, and
            buying them in advance saves up to 80%:

            - 1 stamp: €5.00
            - Booklet of 5 stamps: €20.00 (€4.00 a stamp)
            - Booklet of 10 stamps: €30.00 (€3.00 a stamp)
            - Booklet of 20 stamps: €40.00 (€2.00 a stamp)
            - Booklet of 50 stamps: €50.00 (€1.00 a stamp)

            Prices exclude VAT. Add booklets in [your basket](/en/cart); the stamps join your
            balance once the order is paid, and your dashboard shows how many you have. The
            festival’s entry fee, if any, is paid on top.
          `,
          fr: md`
            Chaque inscription comporte des frais de plateforme de 5,00\u00A0€ HT, sauf si le film a un
            SuperTimbre. Un timbre paie les frais de plateforme d’une inscription. Les timbres
            n’expirent jamais, et les acheter à l’avance fait économiser jusqu’à 80\u00A0%\u00A0:

            - 1 timbre\u00A0: 5,00\u00A0€
            - Carnet de 5 timbres\u00A0: 20,00\u00A0€ (4,00\u00A0€ le timbre)
            - Carnet de 10 timbres\u00A0: 30,00\u00A0€ (3,00\u00A0€ le timbre)
            - Carnet de 20 timbres\u00A0: 40,00\u00A0€ (2,00\u00A0€ le timbre)
            - Carnet de 50 timbres\u00A0: 50,00\u00A0€ (1,00\u00A0€ le timbre)

            Prix hors taxes. Ajoutez des carnets dans [votre panier](/fr/panier)\u202F; les timbres
            rejoignent votre solde une fois la commande payée, et votre tableau de bord indique
            combien il vous en reste. Les frais d’inscription du festival, s’il y en a, s’ajoutent.
          `,
          es: md`
            Cada inscripción lleva una tarifa de plataforma de 5,00\u00A0€ sin IVA, salvo que la
            película tenga un SuperSello. Un sello paga la tarifa de plataforma de una inscripción.
            Los sellos no caducan nunca, y comprarlos por adelantado ahorra hasta un 80\u00A0%:

            - 1 sello: 5,00\u00A0€
            - Talonario de 5 sellos: 20,00\u00A0€ (4,00\u00A0€ por sello)
            - Talonario de 10 sellos: 30,00\u00A0€ (3,00\u00A0€ por sello)
            - Talonario de 20 sellos: 40,00\u00A0€ (2,00\u00A0€ por sello)
            - Talonario de 50 sellos: 50,00\u00A0€ (1,00\u00A0€ por sello)

            Precios sin IVA. Añade talonarios en [tu cesta](/es/carrito); los sellos se suman a tu
            saldo cuando se paga el pedido, y tu panel muestra cuántos tienes. La tasa de
            inscripción del festival, si la hay, se paga aparte.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'What does a SuperStamp give my film?',
          fr: 'Qu’apporte un SuperTimbre à mon film\u202F?',
          es: '¿Qué le aporta un SuperSello a mi película?',
        },
        text: {
          en: md`
            A SuperStamp is bound to one film. While it runs, that film gets:

            - 20% off festival entry fees;
            - no platform fee on its submissions;
            - full publication of its public page, and password protection;
            - a film video up to 10\u00A0GB and a trailer up to 2\u00A0GB (instead of 4\u00A0GB and
            500\u00A0MB);
            - up to 20 photos instead of 5;
            - its videos kept one more year.

            It costs €59.00 excluding VAT for 12 months, or €35.00 for 6 months; buy it from the
            film’s **Publication** tab. Using a SuperStamp on a film is irreversible: it cannot be
            moved to another film, so we ask you to confirm first. A SuperStamp bought while
            another runs starts when that one ends, and [Subscriptions](/en/profile/subscriptions)
            offers a renewal in the last 30 days.
          `,
          fr: md`
            Un SuperTimbre est lié à un seul film. Tant qu’il court, ce film bénéficie de\u00A0:

            - 20\u00A0% de réduction sur les frais d’inscription des festivals\u202F;
            - aucuns frais de plateforme sur ses inscriptions\u202F;
            - la publication complète de sa page publique, et la protection par mot de passe\u202F;
            - une vidéo du film jusqu’à 10\u00A0Go et une bande-annonce jusqu’à 2\u00A0Go (au lieu
            de 4\u00A0Go et 500\u00A0Mo)\u202F;
            - jusqu’à 20 photos au lieu de 5\u202F;
            - ses vidéos conservées un an de plus.

            Il coûte 59,00\u00A0€ HT pour 12 mois, ou 35,00\u00A0€ HT pour 6 mois\u202F; achetez-le depuis
            l’onglet **Publication** du film. L’utilisation d’un SuperTimbre sur un film est
            irréversible\u00A0: il ne peut pas passer à un autre film, c’est pourquoi nous vous
            demandons de confirmer. Un SuperTimbre acheté pendant qu’un autre court commence à la
            fin de celui-ci, et [Abonnements](/fr/profil/abonnements) propose un renouvellement
            pendant les 30 derniers jours.
          `,
          es: md`
            Un SuperSello está ligado a una sola película. Mientras está activo, esa película
            tiene:

            - un 20\u00A0% de descuento en las tasas de inscripción de los festivales;
            - ninguna tarifa de plataforma en sus inscripciones;
            - la publicación completa de su página pública, y la protección con contraseña;
            - un vídeo de la película de hasta 10\u00A0GB y un tráiler de hasta 2\u00A0GB (en lugar
            de 4\u00A0GB y 500\u00A0MB);
            - hasta 20 fotos en lugar de 5;
            - sus vídeos conservados un año más.

            Cuesta 59,00\u00A0€ sin IVA por 12 meses, o 35,00\u00A0€ por 6 meses; cómpralo desde la pestaña
            **Publicación** de la película. Usar un SuperSello en una película es irreversible: no
            se puede pasar a otra película, por eso te pedimos que lo confirmes. Un SuperSello
            comprado mientras otro está activo empieza cuando este termina, y
            [Suscripciones](/es/perfil/suscripciones) propone renovarlo en los últimos 30 días.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How can I pay, and how long is a payment link valid?',
          fr: 'Comment puis-je payer, et combien de temps un lien de paiement est-il valable\u202F?',
          es: '¿Cómo puedo pagar y cuánto tiempo es válido un enlace de pago?',
        },
        text: {
          en: md`
            Pay by card, Apple Pay (in Safari on an Apple device), PayPal or bank transfer. You type
            your card details on our payment provider’s secure page: Shortlist never sees them.
            When your stamps cover the whole basket, nothing is charged: choose
            **Send my entries with my stamps**.

            A payment needs a complete billing address, because VAT depends on it. A payment link
            is valid for 3 hours: after that, the order is cancelled and its entries and stamps go
            back to your basket, where you can pay again. Until then, **Pay now** on
            [My orders](/en/accounting/orders) takes you back to the payment page.
          `,
          fr: md`
            Payez par carte, Apple Pay (dans Safari sur un appareil Apple), PayPal ou virement
            bancaire. Vos coordonnées de carte se saisissent sur la page sécurisée de notre
            prestataire de paiement\u00A0: Shortlist ne les voit jamais. Quand vos timbres couvrent tout
            le panier, rien n’est débité\u00A0: choisissez **Envoyer mes inscriptions avec mes timbres**.

            Un paiement demande une adresse de facturation complète, car la TVA en dépend. Un lien
            de paiement est valable 3 heures\u00A0: ensuite, la commande est annulée et ses inscriptions
            et timbres retournent dans votre panier, où vous pouvez payer à nouveau. D’ici là,
            **Payer maintenant** dans [Mes commandes](/fr/comptabilite/commandes) vous ramène à la
            page de paiement.
          `,
          es: md`
            Paga con tarjeta, Apple Pay (en Safari en un dispositivo Apple), PayPal o transferencia
            bancaria. Los datos de tu tarjeta se escriben en la página segura de nuestro proveedor
            de pagos: Shortlist nunca los ve. Cuando tus sellos cubren toda la cesta, no se cobra
            nada: elige **Enviar mis inscripciones con mis sellos**.

            Un pago necesita una dirección de facturación completa, porque el IVA depende de ella.
            Un enlace de pago es válido durante 3 horas: después, el pedido se cancela y sus
            inscripciones y sellos vuelven a tu cesta, donde puedes pagar de nuevo. Mientras tanto,
            **Pagar ahora** en [Mis pedidos](/es/contabilidad/pedidos) te devuelve a la página de
            pago.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How does payment by bank transfer work?',
          fr: 'Comment fonctionne le paiement par virement bancaire\u202F?',
          es: '¿Cómo funciona el pago por transferencia bancaria?',
        },
        text: {
          en: md`
            Choose **Bank transfer** at checkout. We email you our IBAN and BIC, the account holder
            and the order’s reference; they are also on the confirmation page and on
            [My orders](/en/accounting/orders). Send the amount shown and quote the reference, so
            that we recognise your payment.

            The order is confirmed when the money arrives, usually within 1 to 3 working days for
            a SEPA transfer: your stamps are credited, your entries are sent and we confirm it by
            email. Until then, your entries show **Payment pending**. If the transfer has not
            arrived within 14 days, the order is cancelled and its entries go back to your basket.
            Mind the deadlines: a transfer takes longer than a card payment.
          `,
          fr: md`
            Choisissez **Virement bancaire** au paiement. Nous vous envoyons par e-mail notre IBAN
            et notre BIC, le titulaire du compte et la référence de la commande\u202F; ils figurent
            aussi sur la page de confirmation et dans [Mes commandes](/fr/comptabilite/commandes).
            Virez le montant indiqué en rappelant la référence, pour que nous reconnaissions votre
            paiement.

            La commande est validée à réception du virement, en général sous 1 à 3 jours ouvrés
            pour un virement SEPA\u00A0: vos timbres sont crédités, vos inscriptions envoyées, et nous
            vous le confirmons par e-mail. D’ici là, vos inscriptions affichent
            **Paiement en attente**. Si le virement n’est pas arrivé sous 14 jours, la commande est
            annulée et ses inscriptions retournent dans votre panier. Attention aux dates limites\u00A0:
            un virement prend plus de temps qu’un paiement par carte.
          `,
          es: md`
            Elige **Transferencia bancaria** al pagar. Te enviamos por correo nuestro IBAN y BIC,
            el titular de la cuenta y la referencia del pedido; también aparecen en la página de
            confirmación y en [Mis pedidos](/es/contabilidad/pedidos). Transfiere el importe
            indicado y menciona la referencia, para que reconozcamos tu pago.

            El pedido se confirma al recibir el dinero, normalmente en 1 a 3 días laborables para
            una transferencia SEPA: tus sellos se abonan, tus inscripciones se envían y te lo
            confirmamos por correo. Hasta entonces, tus inscripciones muestran **Pago pendiente**.
            Si la transferencia no ha llegado en 14 días, el pedido se cancela y sus inscripciones
            vuelven a tu cesta. Ojo con las fechas límite: una transferencia tarda más que un pago
            con tarjeta.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I use a coupon code?',
          fr: 'Comment utiliser un code promo\u202F?',
          es: '¿Cómo uso un código de descuento?',
        },
        text: {
          en: md`
            Type the code in **Coupon code** in [your basket](/en/cart) and choose **Apply**. A
            basket takes one coupon. Its discount comes off what Shortlist sells (stamp booklets,
            SuperStamps or platform fees, depending on the coupon), excluding VAT, and never off
            the festivals’ entry fees. Each coupon has its own validity dates and number of uses.

            Offers reserved for you, such as a coupon or free stamps, appear on your dashboard
            under **Special offers**. Your invoice shows the code and what it took off.
          `,
          fr: md`
            Saisissez le code dans **Code promo** dans [votre panier](/fr/panier) et choisissez
            **Appliquer**. Un panier accepte un seul code. La réduction porte sur ce que vend
            Shortlist (carnets de timbres, SuperTimbres ou frais de plateforme, selon le code),
            hors taxes, et jamais sur les frais d’inscription des festivals. Chaque code a ses
            propres dates de validité et son nombre d’utilisations.

            Les offres qui vous sont réservées, comme un code ou des timbres offerts, apparaissent
            sur votre tableau de bord sous **Offres spéciales**. Votre facture indique le code et
            ce qu’il a déduit.
          `,
          es: md`
            Escribe el código en **Código de descuento** en [tu cesta](/es/carrito) y elige
            **Aplicar**. Una cesta admite un solo código. El descuento se aplica a lo que vende
            Shortlist (talonarios de sellos, SuperSellos o tarifas de plataforma, según el código),
            sin IVA, y nunca a las tasas de inscripción de los festivales. Cada código tiene sus
            propias fechas de validez y su número de usos.

            Las ofertas reservadas para ti, como un código o sellos gratuitos, aparecen en tu panel
            en **Ofertas especiales**. Tu factura muestra el código y lo que descontó.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'Where are my invoices, and how do cancellations and refunds work?',
          fr: 'Où sont mes factures, et comment fonctionnent les annulations et remboursements\u202F?',
          es: '¿Dónde están mis facturas y cómo funcionan las cancelaciones y los reembolsos?',
        },
        text: {
          en: md`
            Each paid order gives an invoice from Shortlist for the stamps, SuperStamps and
            platform fees, and one per festival for its entry fees, which we collect on its
            behalf. Download them from [My orders](/en/accounting/orders). An invoice is never
            changed: when a paid order is cancelled, a credit note cancels it, on the same page.

            An order not paid yet (awaiting payment or bank transfer) can be cancelled from
            My orders: nothing is charged and its entries go back to your basket. A payment made
            after its link expired is refunded automatically.

            To ask for a refund of a paid order, write to
            [support@shortlist.example](mailto:support@shortlist.example) with the order reference.
            A refund withdraws the entries that festivals have not confirmed yet, issues credit
            notes and returns the money by the payment method you used.
          `,
          fr: md`
            Chaque commande payée donne une facture de Shortlist pour les timbres, SuperTimbres et
            frais de plateforme, et une par festival pour ses frais d’inscription, que nous
            encaissons pour son compte. Téléchargez-les dans
            [Mes commandes](/fr/comptabilite/commandes). Une facture n’est jamais modifiée\u00A0: quand
            une commande payée est annulée, un avoir l’annule, sur la même page.

            Une commande pas encore payée (en attente de paiement ou du virement) peut être annulée
            depuis Mes commandes\u00A0: rien n’est débité et ses inscriptions retournent dans votre
            panier. Un paiement effectué après l’expiration de son lien est remboursé
            automatiquement.

            Pour demander le remboursement d’une commande payée, écrivez à
            [support@shortlist.example](mailto:support@shortlist.example) en indiquant la référence
            de la commande. Un remboursement retire les inscriptions que les festivals n’ont pas
            encore validées, émet des avoirs et vous rend l’argent par le moyen de paiement
            utilisé.
          `,
          es: md`
            Cada pedido pagado genera una factura de Shortlist por los sellos, SuperSellos y
            tarifas de plataforma, y una por festival por sus tasas de inscripción, que cobramos
            en su nombre. Descárgalas en [Mis pedidos](/es/contabilidad/pedidos). Una factura nunca
            se modifica: cuando se cancela un pedido pagado, una factura rectificativa la anula,
            en la misma página.

            Un pedido aún sin pagar (pendiente de pago o de transferencia) se puede cancelar desde
            Mis pedidos: no se cobra nada y sus inscripciones vuelven a tu cesta. Un pago hecho
            después de que caducara su enlace se reembolsa automáticamente.

            Para pedir el reembolso de un pedido pagado, escribe a
            [support@shortlist.example](mailto:support@shortlist.example) con la referencia del
            pedido. Un reembolso retira las inscripciones que los festivales aún no han validado,
            emite facturas rectificativas y te devuelve el dinero por el medio de pago que usaste.
          `,
        },
      },
    ],
  },
  {
    id: 15,
    type: 'user',
    name: {
      en: 'Your account and privacy',
      fr: 'Votre compte et vos données',
      es: 'Tu cuenta y tu privacidad',
    },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'How do I change my sign-in email address?',
          fr: 'Comment changer mon adresse e-mail de connexion\u202F?',
          es: '¿Cómo cambio mi correo de inicio de sesión?',
        },
        text: {
          en: md`
            In [My profile](/en/profile/account), under **Sign-in email**, type the new address and
            choose **Change my email**. We send a confirmation link to the new address, valid for
            24 hours; until you open it, you keep signing in with the current one.

            Once you confirm, every session ends: sign in again with the new address. We also
            send a notice to your previous address, so you would know if someone else had made the
            change.
          `,
          fr: md`
            Dans [Mon profil](/fr/profil/profil), sous **E-mail de connexion**, saisissez la
            nouvelle adresse et choisissez **Changer mon e-mail**. Nous envoyons un lien de
            confirmation à la nouvelle adresse, valable 24 heures\u202F; tant que vous ne l’avez pas
            ouvert, vous vous connectez toujours avec l’adresse actuelle.

            Une fois le changement confirmé, toutes les sessions se terminent\u00A0: reconnectez-vous
            avec la nouvelle adresse. Nous envoyons aussi un avis à l’ancienne adresse, pour que
            vous sachiez si quelqu’un d’autre avait fait le changement.
          `,
          es: md`
            En [Mi perfil](/es/perfil/datos), en **Correo de inicio de sesión**, escribe la nueva
            dirección y elige **Cambiar mi correo**. Enviamos un enlace de confirmación a la nueva
            dirección, válido durante 24 horas; mientras no lo abras, sigues iniciando sesión con la
            actual.

            Cuando confirmas, todas las sesiones terminan: vuelve a iniciar sesión con la nueva
            dirección. También enviamos un aviso a la dirección anterior, para que sepas si otra
            persona hizo el cambio.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I change or reset my password?',
          fr: 'Comment changer ou réinitialiser mon mot de passe\u202F?',
          es: '¿Cómo cambio o restablezco mi contraseña?',
        },
        text: {
          en: md`
            In [My profile](/en/profile/account), under **Password**, type your current password
            and the new one. A password has 8 to 64 characters, with at least one uppercase
            letter, one lowercase letter, one digit and one of these characters:
            **! / @ ; & ? * - + _ % :**. A very common password is refused. After the change you
            are signed out: sign in again with the new password.

            Forgotten it? Use [Forgot your password?](/en/password-request) on the sign-in page:
            we email you a link to choose a new one, valid for 2 hours.
          `,
          fr: md`
            Dans [Mon profil](/fr/profil/profil), sous **Mot de passe**, saisissez votre mot de
            passe actuel et le nouveau. Un mot de passe compte de 8 à 64 caractères, avec au moins
            une majuscule, une minuscule, un chiffre et l’un de ces caractères\u00A0:
            **! / @ ; & ? * - + _ % :**. Un mot de passe trop courant est refusé. Après le
            changement, vous êtes déconnecté\u00A0: reconnectez-vous avec le nouveau mot de passe.

            Vous l’avez oublié\u202F? Utilisez [Mot de passe oublié\u202F?](/fr/mot-de-passe-oublie) sur la
            page de connexion\u00A0: nous vous envoyons par e-mail un lien pour en choisir un nouveau,
            valable 2 heures.
          `,
          es: md`
            En [Mi perfil](/es/perfil/datos), en **Contraseña**, escribe tu contraseña actual y la
            nueva. Una contraseña tiene de 8 a 64 caracteres, con al menos una mayúscula, una
            minúscula, una cifra y uno de estos caracteres: **! / @ ; & ? * - + _ % :**. Una
            contraseña demasiado común se rechaza. Tras el cambio se cierra tu sesión: vuelve a
            iniciarla con la nueva contraseña.

            ¿La has olvidado? Usa [¿Has olvidado tu contraseña?](/es/recuperar-contrasena) en la
            página de inicio de sesión: te enviamos por correo un enlace para elegir una nueva,
            válido durante 2 horas.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I fill in my addresses and my billing details?',
          fr: 'Comment renseigner mes adresses et mes informations de facturation\u202F?',
          es: '¿Cómo completo mis direcciones y mis datos de facturación?',
        },
        text: {
          en: md`
            In [Addresses](/en/profile/addresses), keep a postal address and a billing address.
            The billing address is printed on your invoices, and its country sets the VAT: the
            rate of that country, none outside the EU, and none for a company subject to VAT in an
            EU country other than France with a valid EU VAT number (reverse charge).

            Ordering for a company? Tick **I’m ordering for a company**, then
            **The company is subject to VAT** if it is: an EU VAT number (for example
            FR40303265045) is then required, and we check it before saving. A billing address is
            needed to pay, unless your stamps pay for the whole order.
          `,
          fr: md`
            Dans [Adresses](/fr/profil/adresses), tenez à jour une adresse postale et une adresse
            de facturation. L’adresse de facturation figure sur vos factures, et son pays
            détermine la TVA\u00A0: le taux de ce pays, aucune TVA hors de l’UE, et aucune pour une
            société assujettie à la TVA dans un autre pays de l’UE que la France, avec un numéro de
            TVA intracommunautaire valide (autoliquidation).

            Vous commandez pour une société\u202F? Cochez **Je commande pour une société**, puis
            **La société est assujettie à la TVA** si c’est le cas\u00A0: un numéro de TVA
            intracommunautaire (par exemple FR40303265045) est alors obligatoire, et nous le
            vérifions avant d’enregistrer. Une adresse de facturation est nécessaire pour payer,
            sauf si vos timbres paient toute la commande.
          `,
          es: md`
            En [Direcciones](/es/perfil/direcciones), mantén una dirección postal y una dirección
            de facturación. La dirección de facturación figura en tus facturas, y su país determina
            el IVA: el tipo de ese país, ninguno fuera de la UE, y ninguno para una empresa sujeta
            al IVA en otro país de la UE distinto de Francia con un número de IVA intracomunitario
            válido (inversión del sujeto pasivo).

            ¿Compras para una empresa? Marca **Compro para una empresa** y luego
            **La empresa está sujeta al IVA** si es el caso: entonces se necesita un número de IVA
            intracomunitario (por ejemplo ESA12345674), que comprobamos antes de guardar. Para
            pagar necesitas una dirección de facturación, salvo que tus sellos paguen todo el
            pedido.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I start or stop receiving news emails?',
          fr: 'Comment recevoir ou ne plus recevoir les e-mails d’actualité\u202F?',
          es: '¿Cómo empiezo o dejo de recibir los correos de novedades?',
        },
        text: {
          en: md`
            News emails (Shortlist news and festival tips) are sent only if you ask for them: the
            box is unticked when you sign up. Tick or untick
            **Send me Shortlist news and festival tips by email** in
            [My profile](/en/profile/account) at any time. Every news email also has an
            unsubscribe link that stops them in one click.

            Service emails, such as account activation, orders and your submissions’ updates, are
            always sent, because the service needs them. Deadline reminders for your favourite
            festivals are switched on or off under **Deadline calendar** in your profile.
          `,
          fr: md`
            Les e-mails d’actualité (nouvelles de Shortlist et conseils sur les festivals) ne sont
            envoyés que si vous les demandez\u00A0: la case est décochée à l’inscription. Cochez ou
            décochez **Recevoir par e-mail les nouvelles de Shortlist et des conseils sur les
            festivals** dans [Mon profil](/fr/profil/profil) quand vous voulez. Chaque e-mail
            d’actualité contient aussi un lien de désinscription qui les arrête en un clic.

            Les e-mails de service, comme l’activation du compte, les commandes et le suivi de vos
            inscriptions, sont toujours envoyés, car le service en a besoin. Les rappels de date
            limite de vos festivals favoris s’activent ou se coupent sous
            **Calendrier des dates limites** dans votre profil.
          `,
          es: md`
            Los correos de novedades (noticias de Shortlist y consejos sobre festivales) solo se
            envían si los pides: la casilla aparece sin marcar al registrarte. Marca o desmarca
            **Quiero recibir por correo las novedades de Shortlist y consejos sobre festivales** en
            [Mi perfil](/es/perfil/datos) cuando quieras. Cada correo de novedades tiene además un
            enlace para darte de baja con un clic.

            Los correos de servicio, como la activación de la cuenta, los pedidos y el seguimiento
            de tus inscripciones, se envían siempre, porque el servicio los necesita. Los
            recordatorios de fecha límite de tus festivales favoritos se activan o desactivan en
            **Calendario de fechas límite**, en tu perfil.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do I delete my account?',
          fr: 'Comment supprimer mon compte\u202F?',
          es: '¿Cómo elimino mi cuenta?',
        },
        text: {
          en: md`
            In [My profile](/en/profile/account), choose **Delete my account** and confirm with
            your password. Deletion is permanent and cannot be undone: you lose access to your
            orders, invoices and subscriptions, to your films and submissions, and to the stamps
            left in your balance.

            Download the invoices you need first. Films that festivals already received stay with
            those festivals, archived and private, and we keep your invoices for as long as the
            law requires.
          `,
          fr: md`
            Dans [Mon profil](/fr/profil/profil), choisissez **Supprimer mon compte** et confirmez
            avec votre mot de passe. La suppression est définitive et irréversible\u00A0: vous perdez
            l’accès à vos commandes, factures et abonnements, à vos films et inscriptions, et aux
            timbres restant sur votre solde.

            Téléchargez d’abord les factures dont vous avez besoin. Les films déjà reçus par des
            festivals restent chez ces festivals, archivés et privés, et nous conservons vos
            factures aussi longtemps que la loi l’exige.
          `,
          es: md`
            En [Mi perfil](/es/perfil/datos), elige **Eliminar mi cuenta** y confirma con tu
            contraseña. La eliminación es definitiva y no se puede deshacer: pierdes el acceso a
            tus pedidos, facturas y suscripciones, a tus películas e inscripciones, y a los sellos
            que queden en tu saldo.

            Descarga antes las facturas que necesites. Las películas que algún festival ya recibió
            siguen disponibles para ese festival, archivadas y privadas, y conservamos tus facturas
            durante el tiempo que exige la ley.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'What personal data does Shortlist keep, and for how long?',
          fr: 'Quelles données personnelles Shortlist conserve-t-il, et combien de temps\u202F?',
          es: '¿Qué datos personales guarda Shortlist y durante cuánto tiempo?',
        },
        text: {
          en: md`
            Only what the service needs: your account (email address, password stored in a form
            that cannot be read back, language, email choices), your profile and addresses, your
            films with their credits, files and subtitles, your submissions, orders and stamp
            balance, and your messages to support. Card details never reach Shortlist: our payment
            providers handle them.

            - Account and profile: as long as your account is open; erased when you delete it.
            - Film videos: 2 months after upload, longer when a submission or a SuperStamp extends
            their storage.
            - Invoices and accounting records: as long as the law requires (ten years in France),
            even after your account is deleted.

            The festivals you submit to receive the film’s record, viewing copy and contacts. Our
            [privacy policy](/en/privacy-policy) gives the details and explains how to use your
            rights.
          `,
          fr: md`
            Seulement ce dont le service a besoin\u00A0: votre compte (adresse e-mail, mot de passe
            conservé sous une forme illisible, langue, choix d’e-mails), votre profil et vos
            adresses, vos films avec leur générique, leurs fichiers et sous-titres, vos
            inscriptions, commandes et solde de timbres, et vos messages à l’assistance. Vos
            coordonnées de carte ne parviennent jamais à Shortlist\u00A0: nos prestataires de paiement
            s’en chargent.

            - Compte et profil\u00A0: tant que votre compte est ouvert\u202F; effacés quand vous le
            supprimez.
            - Vidéos des films\u00A0: 2 mois après l’envoi, davantage quand une inscription ou un
            SuperTimbre prolonge leur conservation.
            - Factures et pièces comptables\u00A0: aussi longtemps que la loi l’exige (dix ans en
            France), même après la suppression de votre compte.

            Les festivals auxquels vous inscrivez un film reçoivent sa fiche, sa copie de
            visionnage et ses contacts. Notre
            [politique de confidentialité](/fr/politique-de-confidentialite) donne le détail et
            explique comment exercer vos droits.
          `,
          es: md`
            Solo lo que el servicio necesita: tu cuenta (correo, contraseña guardada de forma que
            no se puede leer, idioma, preferencias de correo), tu perfil y tus direcciones, tus
            películas con sus créditos, archivos y subtítulos, tus inscripciones, pedidos y saldo
            de sellos, y tus mensajes al servicio de asistencia. Los datos de tu tarjeta nunca
            llegan a Shortlist: se ocupan nuestros proveedores de pago.

            - Cuenta y perfil: mientras tu cuenta esté abierta; se borran al eliminarla.
            - Vídeos de las películas: 2 meses después de subirlos, más cuando una inscripción o
            un SuperSello amplía su conservación.
            - Facturas y registros contables: el tiempo que exige la ley (diez años en Francia),
            incluso después de eliminar tu cuenta.

            Los festivales en los que inscribes una película reciben su ficha, su copia de
            visionado y sus contactos. Nuestra
            [política de privacidad](/es/politica-de-privacidad) da los detalles y explica cómo
            ejercer tus derechos.
          `,
        },
      },
    ],
  },
  {
    id: 20,
    type: 'festival',
    name: { en: 'For festivals', fr: 'Pour les festivals', es: 'Para festivales' },
    resources: [
      {
        type: 'faq',
        title: {
          en: 'How do I list my festival on Shortlist?',
          fr: 'Comment inscrire mon festival sur Shortlist\u202F?',
          es: '¿Cómo incluyo mi festival en Shortlist?',
        },
        text: {
          en: md`
            Festivals have their own access to Shortlist, on a separate festival site. To join,
            write to [contact@shortlist.example](mailto:contact@shortlist.example) with your
            festival’s name, city and website, the dates of your next edition and of your call for
            entries, the sections you plan to open with their rules and entry fees, and the person
            we should talk to.

            We help you set up your page in the [festival directory](/en/festivals), your sections
            and your calendar. Every festival on Shortlist signs up to our
            [festivals code of ethics](/en/code-of-ethics).
          `,
          fr: md`
            Les festivals ont leur propre accès à Shortlist, sur un site festival distinct. Pour
            nous rejoindre, écrivez à [contact@shortlist.example](mailto:contact@shortlist.example)
            en indiquant le nom, la ville et le site de votre festival, les dates de votre
            prochaine édition et de votre appel à films, les sections que vous prévoyez d’ouvrir
            avec leur règlement et leurs frais d’inscription, et la personne à contacter.

            Nous vous aidons à créer votre page dans l’[annuaire des festivals](/fr/festivals),
            vos sections et votre calendrier. Chaque festival présent sur Shortlist adhère à notre
            [charte éthique des festivals](/fr/charte-ethique).
          `,
          es: md`
            Los festivales tienen su propio acceso a Shortlist, en un sitio para festivales
            independiente. Para unirte, escribe a
            [contact@shortlist.example](mailto:contact@shortlist.example) con el nombre, la ciudad y
            la web de tu festival, las fechas de tu próxima edición y de tu convocatoria, las
            secciones que piensas abrir con sus bases y sus tasas de inscripción, y la persona con
            la que debemos hablar.

            Te ayudamos a preparar tu página en el [directorio de festivales](/es/festivales), tus
            secciones y tu calendario. Todos los festivales de Shortlist se adhieren a nuestro
            [código ético para festivales](/es/codigo-etico).
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How do we receive and answer submissions?',
          fr: 'Comment recevons-nous les inscriptions, et comment y répondre\u202F?',
          es: '¿Cómo recibimos las inscripciones y cómo las respondemos?',
        },
        text: {
          en: md`
            On the festival site, open a call for entries and its sections: each one free or paid,
            public or protected by a password, with its calendar (opening, deadline, any
            extension, results), its criteria and any additional questions. Filmmakers see whether
            their film fits before they submit, so the films you receive meet your rules.

            Entries reach you once paid, with the film’s record, contacts and viewing copy (with
            its subtitles) to watch online. Confirm each entry’s reception, then give it your
            answer: selected, not selected, selected in another section, awarded. The filmmaker is
            told of every change. You can also invite chosen films into a section, at a price you
            set.
          `,
          fr: md`
            Sur le site festival, ouvrez un appel à films et ses sections\u00A0: chacune gratuite ou
            payante, publique ou protégée par un mot de passe, avec son calendrier (ouverture, date
            limite, éventuelle prolongation, résultats), ses critères et d’éventuelles questions
            supplémentaires. Les cinéastes voient si leur film convient avant de l’inscrire\u00A0: les
            films que vous recevez respectent vos règles.

            Les inscriptions vous parviennent une fois payées, avec la fiche du film, ses contacts
            et sa copie de visionnage (et ses sous-titres) à regarder en ligne. Validez la
            réception de chaque inscription, puis donnez votre réponse\u00A0: sélectionnée, non
            sélectionnée, sélectionnée dans une autre section, primée. Le cinéaste est informé de
            chaque changement. Vous pouvez aussi inviter des films choisis dans une section, au
            prix que vous fixez.
          `,
          es: md`
            En el sitio para festivales, abre una convocatoria y sus secciones: cada una gratuita
            o de pago, pública o protegida con contraseña, con su calendario (apertura, fecha
            límite, posible prórroga, resultados), sus criterios y posibles preguntas adicionales.
            Quienes inscriben ven si su película encaja antes de inscribirla, así que las películas
            que recibes cumplen tus reglas.

            Las inscripciones te llegan una vez pagadas, con la ficha de la película, sus contactos
            y su copia de visionado (con sus subtítulos) para ver en línea. Confirma la recepción
            de cada inscripción y luego da tu respuesta: seleccionada, no seleccionada,
            seleccionada en otra sección, premiada. Quien la inscribió recibe aviso de cada
            cambio. También puedes invitar a películas elegidas a una sección, al precio que fijes.
          `,
        },
      },
      {
        type: 'faq',
        title: {
          en: 'How much of the entry fees does our festival receive?',
          fr: 'Quelle part des frais d’inscription notre festival reçoit-il\u202F?',
          es: '¿Qué parte de las tasas de inscripción recibe nuestro festival?',
        },
        text: {
          en: md`
            You receive each entry fee the filmmaker paid, minus a fixed bank fee of 4.9%, rounded
            to the cent: for a €20.00 entry fee, you receive €19.02. A filmmaker with a SuperStamp
            pays 20% less, so that entry brings you €15.22 (€16.00 minus 4.9%).

            Every amount is in euros, also for festivals outside the euro area. The platform fee is
            paid by filmmakers: Shortlist keeps nothing else from entry fees.
          `,
          fr: md`
            Vous recevez les frais d’inscription payés par le cinéaste, moins des frais bancaires
            fixes de 4,9\u00A0%, arrondis au centime\u00A0: pour 20,00\u00A0€ de frais d’inscription,
            vous recevez 19,02\u00A0€. Un cinéaste qui a un SuperTimbre paie 20\u00A0% de moins\u00A0:
            cette inscription vous rapporte alors 15,22\u00A0€ (16,00\u00A0€ moins 4,9\u00A0%).

            Tous les montants sont en euros, y compris pour les festivals hors de la zone euro. Les
            frais de plateforme sont payés par les cinéastes\u00A0: Shortlist ne garde rien d’autre sur
            les frais d’inscription.
          `,
          es: md`
            Recibes cada tasa de inscripción que pagó quien inscribe la película, menos una
            comisión bancaria fija del 4,9\u00A0%, redondeada al céntimo: por una tasa de 20,00\u00A0€,
            recibes 19,02\u00A0€. Con un SuperSello se paga un 20\u00A0% menos, así que esa inscripción te
            deja 15,22\u00A0€ (16,00\u00A0€ menos el 4,9\u00A0%).

            Todos los importes están en euros, también para los festivales fuera de la zona euro.
            La tarifa de plataforma la pagan quienes inscriben sus películas: Shortlist no se queda
            con nada más de las tasas de inscripción.
          `,
        },
      },
    ],
  },
];
