// The public content pages of the demo installation (spec §2: how it works, pricing, partners,
// code of ethics, terms, legal notice, privacy), in en, fr and es. Their block texts use the
// markup of `@shortlist/domain/content/content-markup`. Prices are the catalogue's defaults
// (`DEFAULT_PRODUCTS`, docs/decisions.md "Placeholders filled"); the operator is a placeholder company.
import { applyFrenchSpacing } from '@shortlist/domain/text/french-typography';

/** Where a block shows on its page (spec §3 placements): top 5, centre 7, left 9 (an aside), bottom 6. */
export type DemoBlockPlacement = 'top' | 'centre' | 'left' | 'bottom';
export type DemoContentBlock = { placement: DemoBlockPlacement; label: string; content: string };
export type DemoContentText = {
  title: string;
  seoTitle: string;
  seoDescription: string;
  blocks: DemoContentBlock[];
};
export type DemoContentPage = {
  key: 'howItWorks' | 'pricing' | 'partners' | 'ethics' | 'terms' | 'legal' | 'privacy';
  texts: Record<'en' | 'fr' | 'es', DemoContentText>;
};

/**
 * A block's text written as indented prose: the lines of a paragraph are joined with a space, a
 * blank line ends the paragraph, a heading is a paragraph of its own, and a line starting with
 * `- ` or `1. ` starts a list item (the lines after it continue the item). A space between a
 * number and `€` or `%` becomes a no-break space.
 */
function md(strings: TemplateStringsArray): string {
  const paragraphs: string[] = [];
  for (const chunk of strings.join('').split(/\n[ \t]*\n/)) {
    const lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      lines.length = 0;
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (/^#{2,3} /.test(line)) {
        flush();
        paragraphs.push(line);
      } else if (/^(- |\d{1,3}\. )/.test(line) || lines.length === 0) {
        lines.push(line);
      } else {
        lines[lines.length - 1] += ` ${line}`;
      }
    }
    flush();
  }
  return paragraphs.join('\n\n').replace(/(\d) (€|%)/g, '$1\u00A0$2');
}

const intro = (content: string): DemoContentBlock => ({ placement: 'top', label: 'Introduction', content });
const body = (content: string): DemoContentBlock => ({ placement: 'centre', label: 'Body', content });
const aside = (label: string, content: string): DemoContentBlock => ({ placement: 'left', label, content });
const questions = (content: string): DemoContentBlock => ({
  placement: 'bottom',
  label: 'Questions',
  content,
});

/** French texts with the no-break spaces French typography puts before `:`, `;`, `?` and `!`. */
function french(text: DemoContentText): DemoContentText {
  return {
    title: applyFrenchSpacing(text.title),
    seoTitle: applyFrenchSpacing(text.seoTitle),
    seoDescription: applyFrenchSpacing(text.seoDescription),
    blocks: text.blocks.map((block) => ({ ...block, content: applyFrenchSpacing(block.content) })),
  };
}

const HOW_IT_WORKS: DemoContentPage = {
  key: 'howItWorks',
  texts: {
    en: {
      title: 'How it works',
      seoTitle: 'How Shortlist works: submit your short film',
      seoDescription:
        'From your film record to the festival’s answer: build your film, find festivals, check ' +
        'eligibility, pay and follow each submission.',
      blocks: [
        intro(md`
          Shortlist brings together everything you need to send a short film to festivals: one record
          for each film, a directory of festivals and their rules, an eligibility check for every
          section, a single basket to pay, and a clear view of each submission until the festival
          gives its answer. Here is how it works, step by step.
        `),
        body(md`
          ## 1. Create your account

          An account is free and takes an email address and a password. [Create your
          account](/en/create-account), open the confirmation link we email you, and you are ready.
          We only send you news if you ask for it.

          ## 2. Build your film’s record

          Each film has its own record: titles and synopses, production year and countries, running
          time, languages, categories, genres and themes, technical details, credits and contacts,
          photos and documents. A checklist shows what is still missing, and a film can be submitted
          once its record is complete. When you create a film, you confirm that you hold the rights
          needed to submit it.

          Then add the viewing copy festivals will watch: upload the file (up to 4 GB, or 10 GB with
          a SuperStamp), import it from a direct link, or point to a private Vimeo video. You can add
          subtitle files and a trailer too.

          ## 3. Find the right festivals

          The [festival directory](/en/festivals) lists the festivals that take films through
          Shortlist. Search it by name, country, deadline, festival dates, free or paid entry,
          categories, genres and themes. Each festival page sets out its sections, rules, entry fees
          and calendar, with deadlines shown in the festival’s time zone and in yours. Add the
          festivals you like to your favourites to keep an eye on their deadlines.

          ## 4. Check eligibility

          Before you choose a section, Shortlist compares your film with that section’s criteria:
          production date, running time, production countries, categories, genres, themes, required
          subtitles, first film or school film, and any additional questions the festival asks. Each
          section then gives one of three answers:

          - **Eligible:** you can submit your film.
          - **Missing subtitles:** the section asks for subtitles your viewing copy does not have
            yet. Add them, and the film can be submitted.
          - **Not eligible:** the reasons are listed, so you know exactly what does not match.

          ## 5. Fill your basket and pay

          The sections you choose go into your basket, along with stamp booklets or a SuperStamp if
          you want them. Each submission costs the festival’s entry fee, if it charges one, plus the
          platform fee: a stamp from your balance, a stamp bought at checkout, or nothing at all when
          the film has a SuperStamp. [Pricing](/en/pricing) explains it all.

          Pay by card, bank transfer, Apple Pay or PayPal, or with your stamps alone when they cover
          everything. A payment link stays valid for 3 hours; after that, the order is cancelled and
          its entries go back to your basket. Your invoices are ready as soon as the order is paid.

          ## 6. Follow each submission

          Once the order is paid, your entries are sent to the festivals straight away. Your
          [submissions](/en/submissions) page shows where each one stands: sent, validated when the
          festival confirms it has received it, then selected, not selected, selected in another
          section or awarded. We email you every time a status changes.

          ## Keeping your film online

          An uploaded film video is kept for 2 months. Each submission extends that storage, so the
          festivals have time to watch your film, and a SuperStamp extends it by a whole year. We
          email you 14 days before a video expires. Once it has expired, upload it again before
          submitting the film anywhere else.

          Your film’s public page can stay private (only you and the festivals you submitted to can
          see it), be public, or, with a SuperStamp, be protected by a password. Limited sharing is
          free: synopsis, main contacts, credits, photo gallery and trailer, at an address of your
          choice. Showing the whole film on its page takes a SuperStamp.
        `),
        aside(
          'In short',
          md`
            ### In short

            1. Create your free account.
            2. Complete your film’s record and upload its video.
            3. Find festivals and check each section’s eligibility.
            4. Pay your basket in one go.
            5. Follow each submission until the festival’s answer.
          `,
        ),
        questions(md`
          Still have a question? The [help centre](/en/help) answers the most common ones. 
          You can also write to our support team at [support@shortlist.example](mailto:support@shortlist.example): we
          answer Monday to Friday, 9:00 to 17:00 (Nouméa time), in English, French and Spanish.
        `),
      ],
    },
    fr: french({
      title: 'Comment ça marche',
      seoTitle: 'Comment ça marche : inscrire son court métrage',
      seoDescription:
        'De la fiche de votre film à la réponse du festival : trouvez des festivals, vérifiez ' +
        'l’éligibilité, payez et suivez chaque inscription.',
      blocks: [
        intro(md`
          Shortlist réunit tout ce qu’il faut pour envoyer un court métrage en festival : une fiche
          pour chaque film, un annuaire des festivals et de leurs règlements, une vérification
          d’éligibilité pour chaque section, un seul panier pour payer et un suivi clair de chaque
          inscription jusqu’à la réponse du festival. Voici comment ça marche, étape par étape.
        `),
        body(md`
          ## 1. Créez votre compte

          Le compte est gratuit : il suffit d’une adresse e-mail et d’un mot de passe. [Créez votre
          compte](/fr/creer-un-compte), ouvrez le lien de confirmation que nous vous envoyons, et
          c’est parti. Nous ne vous envoyons de nouvelles que si vous le demandez.

          ## 2. Remplissez la fiche de votre film

          Chaque film a sa fiche : titres et synopsis, année et pays de production, durée, langues,
          catégories, genres et thématiques, données techniques, générique et contacts, photos et
          documents. Une liste de contrôle indique ce qui manque encore, et le film peut être inscrit
          dès que sa fiche est complète. En créant un film, vous déclarez détenir les droits
          nécessaires pour l’inscrire.

          Ajoutez ensuite la copie de visionnage que verront les festivals : envoyez le fichier
          (jusqu’à 4 Go, ou 10 Go avec un SuperTimbre), importez-le depuis un lien direct ou indiquez
          une vidéo Vimeo privée. Vous pouvez aussi ajouter des sous-titres et une bande-annonce.

          ## 3. Trouvez les bons festivals

          L’[annuaire des festivals](/fr/festivals) présente les festivals qui reçoivent des films
          par Shortlist. Cherchez par nom, pays, date limite, dates du festival, inscription gratuite
          ou payante, catégories, genres et thématiques. Chaque page de festival détaille ses
          sections, son règlement, ses frais d’inscription et son calendrier, avec les dates limites
          à l’heure du festival et à la vôtre. Ajoutez vos festivals préférés à vos favoris pour
          garder un œil sur leurs échéances.

          ## 4. Vérifiez l’éligibilité

          Avant que vous choisissiez une section, Shortlist compare votre film à ses critères : date
          de production, durée, pays de production, catégories, genres, thématiques, sous-titres
          demandés, premier film ou film d’école, et les questions complémentaires du festival.
          Chaque section donne alors l’une de ces trois réponses :

          - **Éligible :** vous pouvez inscrire votre film.
          - **Sous-titres manquants :** la section demande des sous-titres que votre copie de
            visionnage n’a pas encore. Ajoutez-les, et le film peut être inscrit.
          - **Non éligible :** les raisons sont détaillées, pour que vous sachiez exactement ce qui
            ne correspond pas.

          ## 5. Remplissez votre panier et payez

          Les sections choisies rejoignent votre panier, avec des carnets de timbres ou un
          SuperTimbre si vous le souhaitez. Chaque inscription coûte les frais d’inscription du
          festival, s’il en demande, plus les frais de plateforme : un timbre de votre solde, un
          timbre acheté au moment de payer, ou rien du tout quand le film a un SuperTimbre. La page
          [Tarifs](/fr/tarifs) explique tout.

          Payez par carte, virement bancaire, Apple Pay ou PayPal, ou avec vos seuls timbres quand
          ils couvrent tout. Un lien de paiement reste valable 3 heures ; passé ce délai, la commande
          est annulée et ses inscriptions reviennent dans votre panier. Vos factures sont disponibles
          dès que la commande est payée.

          ## 6. Suivez chaque inscription

          Une fois la commande payée, vos inscriptions partent aussitôt vers les festivals. La page
          [Mes inscriptions](/fr/inscriptions) montre où en est chacune : envoyée, validée quand le
          festival confirme l’avoir reçue, puis sélectionnée, non sélectionnée, sélectionnée dans une
          autre section ou primée. Nous vous écrivons à chaque changement de statut.

          ## Garder votre film en ligne

          La vidéo d’un film est conservée 2 mois après son envoi. Chaque inscription prolonge ce
          stockage, pour laisser aux festivals le temps de voir votre film, et un SuperTimbre le
          prolonge d’une année entière. Nous vous prévenons par e-mail 14 jours avant l’expiration
          d’une vidéo. Une fois expirée, envoyez-la de nouveau avant d’inscrire le film ailleurs.

          La page publique de votre film peut rester privée (seuls vous et les festivals auxquels
          vous l’avez inscrit la voient), être publique ou, avec un SuperTimbre, protégée par un mot
          de passe. Le partage limité est gratuit : synopsis, contacts principaux, générique,
          galerie de photos et bande-annonce, à l’adresse de votre choix. Montrer le film en entier
          sur sa page demande un SuperTimbre.
        `),
        aside(
          'In short',
          md`
            ### En bref

            1. Créez votre compte gratuit.
            2. Complétez la fiche de votre film et envoyez sa vidéo.
            3. Trouvez des festivals et vérifiez l’éligibilité de chaque section.
            4. Payez votre panier en une fois.
            5. Suivez chaque inscription jusqu’à la réponse du festival.
          `,
        ),
        questions(md`
          Une question ? Le [centre d’aide](/fr/aide) répond aux plus fréquentes. Vous pouvez aussi
          écrire à notre équipe à [support@shortlist.example](mailto:support@shortlist.example) : nous
          répondons du lundi au vendredi, de 9 h à 17 h (heure de Nouméa), en français, en anglais et en
          espagnol.
        `),
      ],
    }),
    es: {
      title: 'Cómo funciona',
      seoTitle: 'Cómo funciona Shortlist: inscribe tu cortometraje',
      seoDescription:
        'De la ficha de tu película a la respuesta del festival: encuentra festivales, comprueba la ' +
        'elegibilidad, paga y sigue cada inscripción.',
      blocks: [
        intro(md`
          Shortlist reúne todo lo que necesitas para enviar un cortometraje a festivales: una ficha
          para cada película, un directorio de festivales con sus bases, una comprobación de
          elegibilidad en cada sección, una sola cesta para pagar y un seguimiento claro de cada
          inscripción hasta la respuesta del festival. Así funciona, paso a paso.
        `),
        body(md`
          ## 1. Crea tu cuenta

          La cuenta es gratuita: solo necesitas un correo electrónico y una contraseña. [Crea tu
          cuenta](/es/crear-cuenta), abre el enlace de confirmación que te enviamos y listo. Solo te
          enviamos novedades si nos lo pides.

          ## 2. Completa la ficha de tu película

          Cada película tiene su ficha: títulos y sinopsis, año y países de producción, duración,
          idiomas, categorías, géneros y temáticas, datos técnicos, créditos y contactos, fotos y
          documentos. Una lista de comprobación te indica lo que falta, y la película se puede
          inscribir en cuanto su ficha está completa. Al crear una película, declaras que tienes los
          derechos necesarios para inscribirla.

          Después, añade la copia de visionado que verán los festivales: sube el archivo (hasta
          4 GB, o 10 GB con un SuperSello), impórtalo desde un enlace directo o indica un vídeo
          privado de Vimeo. También puedes añadir subtítulos y un tráiler.

          ## 3. Encuentra los festivales adecuados

          El [directorio de festivales](/es/festivales) reúne los festivales que reciben películas a
          través de Shortlist. Busca por nombre, país, fecha límite, fechas del festival, inscripción
          gratuita o de pago, categorías, géneros y temáticas. Cada página de festival detalla sus
          secciones, bases, tasas de inscripción y calendario, con los plazos en la hora del festival
          y en la tuya. Guarda tus festivales preferidos en favoritos para no perder de vista sus
          plazos.

          ## 4. Comprueba la elegibilidad

          Antes de que elijas una sección, Shortlist compara tu película con sus criterios: fecha de
          producción, duración, países de producción, categorías, géneros, temáticas, subtítulos
          exigidos, ópera prima o película de escuela, y las preguntas adicionales del festival. Cada
          sección te da entonces una de estas tres respuestas:

          - **Elegible:** puedes inscribir tu película.
          - **Faltan subtítulos:** la sección pide subtítulos que tu copia de visionado aún no tiene.
            Añádelos y podrás inscribir la película.
          - **No elegible:** te mostramos los motivos, para que sepas exactamente qué no encaja.

          ## 5. Llena tu cesta y paga

          Las secciones que eliges van a tu cesta, junto con talonarios de sellos o un SuperSello si
          los quieres. Cada inscripción cuesta la tasa de inscripción del festival, si la tiene, más
          la tarifa de plataforma: un sello de tu saldo, un sello comprado al pagar o nada en
          absoluto si la película tiene un SuperSello. En [Precios](/es/precios) te lo explicamos
          todo.

          Paga con tarjeta, transferencia bancaria, Apple Pay o PayPal, o solo con tus sellos cuando
          lo cubren todo. Un enlace de pago es válido durante 3 horas; después, el pedido se cancela
          y sus inscripciones vuelven a tu cesta. Tus facturas están disponibles en cuanto se paga el
          pedido.

          ## 6. Sigue cada inscripción

          Una vez pagado el pedido, tus inscripciones se envían enseguida a los festivales. La página
          [Mis inscripciones](/es/inscripciones) muestra en qué punto está cada una: enviada,
          validada cuando el festival confirma que la ha recibido, y después seleccionada, no
          seleccionada, seleccionada en otra sección o premiada. Te avisamos por correo cada vez que
          cambia un estado.

          ## Mantener tu película en línea

          El vídeo de una película se conserva 2 meses desde que lo subes. Cada inscripción amplía
          ese almacenamiento, para que los festivales tengan tiempo de verla, y un SuperSello lo
          amplía un año entero. Te avisamos por correo 14 días antes de que caduque un vídeo. Una vez
          caducado, vuelve a subirlo antes de inscribir la película en otro sitio.

          La página pública de tu película puede ser privada (solo la ves tú y los festivales en los
          que la inscribiste), pública o, con un SuperSello, protegida con contraseña. La difusión
          limitada es gratuita: sinopsis, contactos principales, créditos, galería de fotos y
          tráiler, en la dirección que elijas. Mostrar la película completa en su página requiere un
          SuperSello.
        `),
        aside(
          'In short',
          md`
            ### En resumen

            1. Crea tu cuenta gratuita.
            2. Completa la ficha de tu película y sube su vídeo.
            3. Encuentra festivales y comprueba la elegibilidad de cada sección.
            4. Paga tu cesta de una vez.
            5. Sigue cada inscripción hasta la respuesta del festival.
          `,
        ),
        questions(md`
          ¿Tienes alguna pregunta? El [centro de ayuda](/es/ayuda) responde a las más frecuentes.
          También puedes escribir a nuestro equipo a
          [support@shortlist.example](mailto:support@shortlist.example): respondemos de lunes a viernes, de 9:00 a 17:00 (hora de Numea), en
          español, inglés y francés.
        `),
      ],
    },
  },
};

const PRICING: DemoContentPage = {
  key: 'pricing',
  texts: {
    en: {
      title: 'Pricing and economic model',
      seoTitle: 'Pricing: stamps, SuperStamps and entry fees',
      seoDescription:
        'What a submission costs on Shortlist: the platform fee paid with stamps, the festival’s ' +
        'entry fee, the SuperStamp, and what festivals receive.',
      blocks: [
        intro(md`
          Creating an account, building your film records and browsing festivals cost nothing. You
          pay only when you submit a film: the festival’s entry fee, if it charges one, and
          Shortlist’s platform fee. Here is how it works, with no small print.
        `),
        body(md`
          ## What a submission costs

          Every submission is made of two parts:

          - **The entry fee** is set by the festival for each section, and many sections are free.
            We collect it on the festival’s behalf and pass it on.
          - **The platform fee** is what keeps Shortlist running: one stamp, or €5.00 excluding VAT
            when you have no stamp left.

          ## Stamps

          One stamp pays one submission’s platform fee. Stamps never expire, and the more you buy
          at once, the less each one costs: buying in advance saves up to 80%.

          - 1 stamp: €5.00
          - Booklet of 5 stamps: €20.00 (€4.00 a stamp)
          - Booklet of 10 stamps: €30.00 (€3.00 a stamp)
          - Booklet of 20 stamps: €40.00 (€2.00 a stamp)
          - Booklet of 50 stamps: €50.00 (€1.00 a stamp)

          Prices exclude VAT. The stamps you buy join your balance as soon as the order is paid, and
          for each entry in your basket you choose whether a stamp from your balance pays for it.

          ## The SuperStamp

          A SuperStamp is bound to one film. For as long as it runs, that film gets:

          - 20% off festival entry fees;
          - no platform fee on its submissions;
          - full publication of its public page, and password protection;
          - a film video of up to 10 GB and a trailer of up to 2 GB (instead of 4 GB and 500 MB);
          - up to 20 photos instead of 5;
          - its video kept for one more year.

          A SuperStamp costs €59.00 excluding VAT per film for 12 months, or €35.00 for 6 months.
          Buy a new one while the current one is still running and it starts when the current one
          ends, so you never lose a day; your basket suggests a renewal during the last 30 days.
          Using a SuperStamp on a film is irreversible: it cannot be moved to another film, and we
          ask you to confirm before it goes into your basket.

          ## How you pay

          Pay by card, bank transfer, Apple Pay or PayPal, or with your stamp balance alone when it
          covers the whole basket. Card details are typed on our payment provider’s secure page:
          Shortlist never sees or stores them. A payment link is valid for 3 hours; after that, the
          order is cancelled and its entries go back to your basket. An order paid by bank transfer
          is confirmed when the money arrives. If you have a discount code, enter it in the basket.

          ## What festivals receive

          The festival receives the entry fee you paid, minus a fixed bank fee of 4.9%. For a €20.00
          entry fee, the festival receives €19.02. With a SuperStamp’s 20% off, that entry costs you
          €16.00 and the festival receives €15.22. Shortlist keeps nothing else from entry fees: its
          income comes from stamps, platform fees and SuperStamps only.

          ## VAT and invoices

          Our prices are shown excluding VAT. VAT is charged at the rate of your billing address’s
          country; a business in another EU country with a verified VAT number pays no VAT (reverse
          charge), and neither do customers outside the EU. Entry fees are collected for the
          festivals and carry no Shortlist VAT. Each paid order gives you an invoice from Shortlist
          and one per festival for its entry fees, all ready to download from
          [your orders](/en/accounting/orders).
        `),
        aside(
          'In short',
          md`
            ### In short

            - Account, film records and festival search: free.
            - Platform fee: one stamp, or €5.00 excl. VAT.
            - Stamps never expire: from €1.00 each in a booklet of 50.
            - SuperStamp: €59.00 excl. VAT per film per year.
            - Festivals receive their entry fees minus 4.9%.
          `,
        ),
        questions(md`
          A question about an order or an invoice? See the [help centre](/en/help), or write to us
          at [support@shortlist.example](mailto:support@shortlist.example). We answer Monday to Friday, 9:00 to
          17:00 (Nouméa time).
        `),
      ],
    },
    fr: french({
      title: 'Tarifs et modèle économique',
      seoTitle: 'Tarifs : timbres, SuperTimbres et frais d’inscription',
      seoDescription:
        'Ce que coûte une inscription sur Shortlist : les frais de plateforme payés en timbres, ' +
        'les frais du festival, le SuperTimbre et ce que reçoivent les festivals.',
      blocks: [
        intro(md`
          Créer un compte, remplir les fiches de vos films et parcourir les festivals ne coûte rien.
          Vous ne payez qu’au moment d’inscrire un film : les frais d’inscription du festival, s’il
          en demande, et les frais de plateforme de Shortlist. Voici comment cela fonctionne, sans
          petites lignes.
        `),
        body(md`
          ## Ce que coûte une inscription

          Chaque inscription se compose de deux éléments :

          - **Les frais d’inscription** sont fixés par le festival pour chaque section, et beaucoup
            de sections sont gratuites. Nous les encaissons pour le compte du festival et les lui
            reversons.
          - **Les frais de plateforme** font vivre Shortlist : un timbre, ou 5,00 € HT quand il ne
            vous reste plus de timbre.

          ## Les timbres

          Un timbre paie les frais de plateforme d’une inscription. Les timbres n’expirent jamais,
          et plus vous en achetez à la fois, moins chacun coûte : en les achetant à l’avance, vous
          économisez jusqu’à 80 %.

          - 1 timbre : 5,00 €
          - Carnet de 5 timbres : 20,00 € (4,00 € le timbre)
          - Carnet de 10 timbres : 30,00 € (3,00 € le timbre)
          - Carnet de 20 timbres : 40,00 € (2,00 € le timbre)
          - Carnet de 50 timbres : 50,00 € (1,00 € le timbre)

          Prix hors taxes. Les timbres achetés rejoignent votre solde dès que la commande est payée,
          et pour chaque inscription de votre panier, vous choisissez si un timbre de votre solde la
          paie.

          ## Le SuperTimbre

          Un SuperTimbre est attaché à un film. Tant qu’il est actif, ce film bénéficie de :

          - 20 % de réduction sur les frais d’inscription des festivals ;
          - aucuns frais de plateforme sur ses inscriptions ;
          - la publication complète de sa page publique, et sa protection par mot de passe ;
          - une vidéo du film jusqu’à 10 Go et une bande-annonce jusqu’à 2 Go (au lieu de 4 Go et
            500 Mo) ;
          - jusqu’à 20 photos au lieu de 5 ;
          - sa vidéo conservée un an de plus.

          Un SuperTimbre coûte 59,00 € HT par film pour 12 mois, ou 35,00 € HT pour 6 mois. Acheté
          alors que le précédent est encore actif, le nouveau commence à la fin de celui-ci : vous ne
          perdez pas un jour, et votre panier vous propose de le renouveler pendant ses 30 derniers
          jours. L’utilisation d’un SuperTimbre sur un film est irréversible : il ne peut pas passer
          à un autre film, et nous vous demandons de le confirmer avant de l’ajouter au panier.

          ## Comment payer

          Payez par carte, virement bancaire, Apple Pay ou PayPal, ou avec votre seul solde de
          timbres quand il couvre tout le panier. Les données de carte sont saisies sur la page
          sécurisée de notre prestataire de paiement : Shortlist ne les voit ni ne les conserve
          jamais. Un lien de paiement est valable 3 heures ; passé ce délai, la commande est annulée
          et ses inscriptions reviennent dans votre panier. Une commande payée par virement est
          confirmée à réception des fonds. Si vous avez un code promo, saisissez-le dans le panier.

          ## Ce que reçoivent les festivals

          Le festival reçoit les frais d’inscription que vous avez payés, moins des frais bancaires
          fixes de 4,9 %. Pour 20,00 € de frais d’inscription, le festival reçoit 19,02 €. Avec les
          20 % de réduction d’un SuperTimbre, cette inscription vous coûte 16,00 € et le festival
          reçoit 15,22 €. Shortlist ne garde rien d’autre sur les frais d’inscription : ses revenus
          viennent uniquement des timbres, des frais de plateforme et des SuperTimbres.

          ## TVA et factures

          Nos prix sont affichés hors taxes. La TVA est celle du pays de votre adresse de
          facturation ; une entreprise d’un autre pays de l’Union européenne dont le numéro de TVA
          intracommunautaire est vérifié n’en paie pas (autoliquidation), pas plus que les clients
          situés hors de l’Union. Les frais d’inscription sont encaissés pour les festivals et ne
          portent pas de TVA de Shortlist. Chaque commande payée vous donne une facture de Shortlist
          et une par festival pour ses frais d’inscription, toutes à télécharger depuis
          [vos commandes](/fr/comptabilite/commandes).
        `),
        aside(
          'In short',
          md`
            ### En bref

            - Compte, fiches de films et recherche de festivals : gratuits.
            - Frais de plateforme : un timbre, ou 5,00 € HT.
            - Les timbres n’expirent jamais : dès 1,00 € l’unité en carnet de 50.
            - SuperTimbre : 59,00 € HT par film et par an.
            - Les festivals reçoivent leurs frais d’inscription moins 4,9 %.
          `,
        ),
        questions(md`
          Une question sur une commande ou une facture ? Consultez le [centre d’aide](/fr/aide), ou
          écrivez-nous à [support@shortlist.example](mailto:support@shortlist.example). Nous répondons du
          lundi au vendredi, de 9 h à 17 h (heure de Nouméa).
        `),
      ],
    }),
    es: {
      title: 'Precios y modelo económico',
      seoTitle: 'Precios: sellos, SuperSellos y tasas de inscripción',
      seoDescription:
        'Lo que cuesta una inscripción en Shortlist: la tarifa de plataforma pagada con sellos, la ' +
        'tasa del festival, el SuperSello y lo que reciben los festivales.',
      blocks: [
        intro(md`
          Crear una cuenta, completar las fichas de tus películas y explorar festivales no cuesta
          nada. Solo pagas cuando inscribes una película: la tasa de inscripción del festival, si la
          tiene, y la tarifa de plataforma de Shortlist. Así funciona, sin letra pequeña.
        `),
        body(md`
          ## Lo que cuesta una inscripción

          Cada inscripción tiene dos partes:

          - **La tasa de inscripción** la fija el festival para cada sección, y muchas secciones son
            gratuitas. La cobramos en nombre del festival y se la transferimos.
          - **La tarifa de plataforma** es lo que mantiene Shortlist: un sello, o 5,00 € sin IVA
            cuando ya no te quedan sellos.

          ## Los sellos

          Un sello paga la tarifa de plataforma de una inscripción. Los sellos no caducan nunca, y
          cuantos más compras a la vez, menos cuesta cada uno: comprándolos por adelantado ahorras
          hasta un 80 %.

          - 1 sello: 5,00 €
          - Talonario de 5 sellos: 20,00 € (4,00 € por sello)
          - Talonario de 10 sellos: 30,00 € (3,00 € por sello)
          - Talonario de 20 sellos: 40,00 € (2,00 € por sello)
          - Talonario de 50 sellos: 50,00 € (1,00 € por sello)

          Precios sin IVA. Los sellos que compras se suman a tu saldo en cuanto se paga el pedido, y
          en cada inscripción de tu cesta eliges si la paga un sello de tu saldo.

          ## El SuperSello

          Un SuperSello está vinculado a una película. Mientras está vigente, esa película disfruta
          de:

          - un 20 % de descuento en las tasas de inscripción de los festivales;
          - ninguna tarifa de plataforma en sus inscripciones;
          - la publicación completa de su página pública, y su protección con contraseña;
          - un vídeo de la película de hasta 10 GB y un tráiler de hasta 2 GB (en lugar de 4 GB y
            500 MB);
          - hasta 20 fotos en lugar de 5;
          - su vídeo conservado un año más.

          Un SuperSello cuesta 59,00 € sin IVA por película para 12 meses, o 35,00 € para 6 meses.
          Si compras uno nuevo mientras el actual sigue vigente, empieza cuando termina el actual:
          no pierdes ni un día, y tu cesta te propone renovarlo durante sus últimos 30 días. Usar un
          SuperSello en una película es irreversible: no se puede pasar a otra película, y te
          pedimos que lo confirmes antes de añadirlo a la cesta.

          ## Cómo pagar

          Paga con tarjeta, transferencia bancaria, Apple Pay o PayPal, o solo con tu saldo de
          sellos cuando cubre toda la cesta. Los datos de la tarjeta se introducen en la página
          segura de nuestro proveedor de pagos: Shortlist nunca los ve ni los guarda. Un enlace de
          pago es válido durante 3 horas; después, el pedido se cancela y sus inscripciones vuelven a
          tu cesta. Un pedido pagado por transferencia se confirma al recibir el dinero. Si tienes un
          código de descuento, introdúcelo en la cesta.

          ## Lo que reciben los festivales

          El festival recibe la tasa de inscripción que has pagado, menos una comisión bancaria fija
          del 4,9 %. Por una tasa de 20,00 €, el festival recibe 19,02 €. Con el 20 % de descuento de
          un SuperSello, esa inscripción te cuesta 16,00 € y el festival recibe 15,22 €. Shortlist
          no se queda con nada más de las tasas de inscripción: sus ingresos proceden solo de los
          sellos, las tarifas de plataforma y los SuperSellos.

          ## IVA y facturas

          Nuestros precios se muestran sin IVA. Se aplica el IVA del país de tu dirección de
          facturación; una empresa de otro país de la Unión Europea con un número de IVA verificado
          no paga IVA (inversión del sujeto pasivo), y tampoco los clientes de fuera de la Unión.
          Las tasas de inscripción se cobran por cuenta de los festivales y no llevan IVA de
          Shortlist. Cada pedido pagado te da una factura de Shortlist y una por festival para sus
          tasas de inscripción, todas disponibles en [tus pedidos](/es/contabilidad/pedidos).
        `),
        aside(
          'In short',
          md`
            ### En resumen

            - Cuenta, fichas de películas y búsqueda de festivales: gratis.
            - Tarifa de plataforma: un sello, o 5,00 € sin IVA.
            - Los sellos no caducan nunca: desde 1,00 € cada uno en el talonario de 50.
            - SuperSello: 59,00 € sin IVA por película y año.
            - Los festivales reciben sus tasas de inscripción menos un 4,9 %.
          `,
        ),
        questions(md`
          ¿Tienes una pregunta sobre un pedido o una factura? Consulta el [centro de
          ayuda](/es/ayuda) o escríbenos a
          [support@shortlist.example](mailto:support@shortlist.example). Respondemos de lunes a viernes, de 9:00 a 17:00 (hora de Numea).
        `),
      ],
    },
  },
};

const PARTNERS: DemoContentPage = {
  key: 'partners',
  texts: {
    en: {
      title: 'Our partners',
      seoTitle: 'Festival partners: join Shortlist',
      seoDescription:
        'The festivals that receive short films through Shortlist, what we offer them, and how your ' +
        'festival can join the platform.',
      blocks: [
        intro(md`
          Shortlist works with festivals of every size, from long-established international events
          to young festivals run by volunteers, film schools and local cinemas. What they share is
          care for the films they receive and for the people who make them.
        `),
        body(md`
          ## The festivals on Shortlist

          Our partners include international and national competitions, festivals devoted to
          animation, documentary, fiction or experimental film, student and film-school festivals,
          and events built around a theme, a region or an audience. Each of them has signed up to
          our [festivals code of ethics](/en/code-of-ethics). You will find them all in the
          [festival directory](/en/festivals).

          ## What we offer festivals

          - A page in the festival directory, seen by filmmakers from all over the world.
          - Sections with their own criteria, checked automatically before a film is submitted, so
            you receive films that fit.
          - Free or paid sections, password-protected sections and invitations for the films you
            want to see.
          - Entry fees collected for you and paid out minus a fixed bank fee of 4.9%.
          - Viewing copies to watch online, with their subtitles, and one place to give each film
            its answer.

          ## Join Shortlist as a festival

          Would you like to receive films through Shortlist? Write to us at
          [contact@shortlist.example](mailto:contact@shortlist.example) and tell us:

          1. your festival’s name, city and website;
          2. the dates of your next edition and of your call for entries;
          3. the sections you plan to open, with their rules and entry fees;
          4. the name of the person we should talk to.

          We answer every request and help you set up your festival page, your sections and your
          calendar.

          ## Other partnerships

          Film schools, training programmes, film commissions and organisations that support short
          films are welcome too: write to the same address and tell us about your project.
        `),
        aside(
          'Contact',
          md`
            ### Contact

            Festival partnerships:
            [contact@shortlist.example](mailto:contact@shortlist.example)

            Monday to Friday, 9:00 to 17:00 (Nouméa time), in English, French and Spanish.
          `,
        ),
      ],
    },
    fr: french({
      title: 'Nos partenaires',
      seoTitle: 'Festivals partenaires : rejoindre Shortlist',
      seoDescription:
        'Les festivals qui reçoivent des courts métrages par Shortlist, ce que nous leur proposons, ' +
        'et comment votre festival peut nous rejoindre.',
      blocks: [
        intro(md`
          Shortlist travaille avec des festivals de toutes tailles, des grands rendez-vous
          internationaux installés de longue date aux jeunes festivals portés par des bénévoles, des
          écoles de cinéma ou des salles de quartier. Ce qui les réunit : le soin apporté aux films
          qu’ils reçoivent et aux personnes qui les font.
        `),
        body(md`
          ## Les festivals présents sur Shortlist

          Parmi nos partenaires figurent des compétitions internationales et nationales, des
          festivals consacrés à l’animation, au documentaire, à la fiction ou au cinéma
          expérimental, des festivals d’étudiants et d’écoles de cinéma, et des rendez-vous
          construits autour d’un thème, d’une région ou d’un public. Tous ont adhéré à notre
          [charte éthique des festivals](/fr/charte-ethique). Vous les retrouverez dans
          l’[annuaire des festivals](/fr/festivals).

          ## Ce que nous proposons aux festivals

          - Une page dans l’annuaire des festivals, vue par des cinéastes du monde entier.
          - Des sections avec leurs propres critères, vérifiés automatiquement avant chaque
            inscription, pour recevoir des films qui leur correspondent.
          - Des sections gratuites ou payantes, des sections protégées par mot de passe et des
            invitations pour les films que vous voulez voir.
          - Des frais d’inscription encaissés pour vous et reversés moins des frais bancaires fixes
            de 4,9 %.
          - Des copies de visionnage à regarder en ligne, avec leurs sous-titres, et un seul endroit
            pour donner à chaque film sa réponse.

          ## Rejoindre Shortlist en tant que festival

          Vous souhaitez recevoir des films par Shortlist ? Écrivez-nous à
          [contact@shortlist.example](mailto:contact@shortlist.example) en nous indiquant :

          1. le nom, la ville et le site web de votre festival ;
          2. les dates de votre prochaine édition et de votre appel à films ;
          3. les sections que vous prévoyez d’ouvrir, avec leur règlement et leurs frais
             d’inscription ;
          4. le nom de la personne à contacter.

          Nous répondons à chaque demande et vous aidons à préparer la page de votre festival, vos
          sections et votre calendrier.

          ## Autres partenariats

          Écoles de cinéma, formations, bureaux d’accueil de tournages et structures qui soutiennent
          le court métrage sont aussi les bienvenus : écrivez à la même adresse pour nous présenter
          votre projet.
        `),
        aside(
          'Contact',
          md`
            ### Contact

            Partenariats festivals :
            [contact@shortlist.example](mailto:contact@shortlist.example)

            Du lundi au vendredi, de 9 h à 17 h (heure de Nouméa), en français, en anglais et en espagnol.
          `,
        ),
      ],
    }),
    es: {
      title: 'Nuestros socios',
      seoTitle: 'Festivales socios: únete a Shortlist',
      seoDescription:
        'Los festivales que reciben cortometrajes a través de Shortlist, lo que les ofrecemos y ' +
        'cómo puede unirse tu festival a la plataforma.',
      blocks: [
        intro(md`
          Shortlist trabaja con festivales de todos los tamaños, desde grandes citas internacionales
          con muchos años de historia hasta festivales jóvenes organizados por voluntarios, escuelas
          de cine o salas de barrio. Lo que los une es el cuidado por las películas que reciben y por
          las personas que las hacen.
        `),
        body(md`
          ## Los festivales de Shortlist

          Entre nuestros socios hay competiciones internacionales y nacionales, festivales
          dedicados a la animación, el documental, la ficción o el cine experimental, festivales de
          estudiantes y de escuelas de cine, y citas construidas en torno a un tema, una región o un
          público. Todos se han adherido a nuestro [código ético de los
          festivales](/es/codigo-etico). Los encontrarás en el [directorio de
          festivales](/es/festivales).

          ## Lo que ofrecemos a los festivales

          - Una página en el directorio de festivales, vista por cineastas de todo el mundo.
          - Secciones con sus propios criterios, comprobados automáticamente antes de cada
            inscripción, para recibir películas que encajan.
          - Secciones gratuitas o de pago, secciones protegidas con contraseña e invitaciones para
            las películas que quieres ver.
          - Tasas de inscripción cobradas por tu cuenta y transferidas menos una comisión bancaria
            fija del 4,9 %.
          - Copias de visionado para ver en línea, con sus subtítulos, y un único lugar para dar a
            cada película su respuesta.

          ## Únete a Shortlist como festival

          ¿Quieres recibir películas a través de Shortlist? Escríbenos a
          [contact@shortlist.example](mailto:contact@shortlist.example) y cuéntanos:

          1. el nombre, la ciudad y la web de tu festival;
          2. las fechas de tu próxima edición y de tu convocatoria;
          3. las secciones que piensas abrir, con sus bases y sus tasas de inscripción;
          4. el nombre de la persona de contacto.

          Respondemos a cada solicitud y te ayudamos a preparar la página de tu festival, tus
          secciones y tu calendario.

          ## Otras colaboraciones

          Escuelas de cine, programas de formación, oficinas de rodaje y entidades que apoyan el
          cortometraje también son bienvenidas: escribe a la misma dirección y cuéntanos tu
          proyecto.
        `),
        aside(
          'Contact',
          md`
            ### Contacto

            Colaboraciones con festivales:
            [contact@shortlist.example](mailto:contact@shortlist.example)

            De lunes a viernes, de 9:00 a 17:00 (hora de Numea), en español, inglés y francés.
          `,
        ),
      ],
    },
  },
};

const ETHICS: DemoContentPage = {
  key: 'ethics',
  texts: {
    en: {
      title: 'Festivals code of ethics',
      seoTitle: 'Festivals code of ethics',
      seoDescription:
        'The commitments every festival makes when it receives films through Shortlist: clear ' +
        'rules, fees up front, an answer for every film.',
      blocks: [
        intro(md`
          Sending a film to a festival is an act of trust: the filmmaker pays, waits and hopes.
          Every festival that receives films through Shortlist signs up to this code of ethics. It
          sets out what you can expect from them.
        `),
        body(md`
          ## 1. Clear rules and deadlines

          The festival publishes its rules before its call for entries opens: each section’s
          criteria, the formats it expects, its deadlines and the date of its results. It keeps to
          the deadlines it announces and does not change its rules during the call to the detriment
          of films already entered.

          ## 2. Fees announced up front

          The entry fee of each section is shown before you submit, and the amount shown is the
          amount you pay. Free sections stay free.

          ## 3. No hidden fees

          The festival asks for no extra payment to consider, select or answer a film. Any cost a
          selected film may have to bear, such as providing a screening copy, is written in the rules
          before the call opens.

          ## 4. An answer for every submission

          The festival confirms that it has received each film it accepts for consideration, and
          gives every submitted film an answer: selected, not selected or selected in another
          section. No film is left without news.

          ## 5. Results on the announced date

          Results are given on the date announced in the festival’s calendar. If that date has to
          change, the festival tells filmmakers in advance.

          ## 6. Respect for rights and for screeners

          Viewing copies are used for selection only. The festival does not share, copy, download or
          screen them in public without the rights holders’ permission, credits every film as its
          makers wish, and uses the filmmakers’ personal data for the festival alone.

          ## If a festival falls short

          Tell us through the [help centre](/en/help) or at
          [contact@shortlist.example](mailto:contact@shortlist.example). We look into every report,
          talk to the festival, and may suspend a festival that repeatedly fails to keep these
          commitments.
        `),
        aside(
          'In short',
          md`
            ### In short

            - Rules and deadlines published up front
            - Entry fees shown before you submit
            - No hidden fees
            - An answer for every film
            - Results on the announced date
            - Screeners kept confidential
          `,
        ),
      ],
    },
    fr: french({
      title: 'Charte éthique des festivals',
      seoTitle: 'Charte éthique des festivals',
      seoDescription:
        'Les engagements de chaque festival qui reçoit des films par Shortlist : règles claires, ' +
        'frais annoncés, une réponse pour chaque film.',
      blocks: [
        intro(md`
          Inscrire un film à un festival est un acte de confiance : le cinéaste paie, attend et
          espère. Chaque festival qui reçoit des films par Shortlist adhère à cette charte éthique.
          Elle dit ce que vous pouvez attendre de lui.
        `),
        body(md`
          ## 1. Des règles et des délais clairs

          Le festival publie son règlement avant l’ouverture de son appel à films : les critères de
          chaque section, les formats attendus, les dates limites et la date des résultats. Il
          respecte les dates limites annoncées et ne modifie pas son règlement en cours d’appel au
          détriment des films déjà inscrits.

          ## 2. Des frais annoncés à l’avance

          Les frais d’inscription de chaque section sont affichés avant l’inscription, et le montant
          affiché est celui que vous payez. Les sections gratuites restent gratuites.

          ## 3. Aucuns frais cachés

          Le festival ne demande aucun paiement supplémentaire pour examiner, sélectionner ou
          répondre à un film. Tout coût qu’un film sélectionné pourrait avoir à supporter, comme la
          fourniture d’une copie de projection, est écrit dans le règlement avant l’ouverture de
          l’appel.

          ## 4. Une réponse à chaque inscription

          Le festival confirme la réception de chaque film qu’il retient pour examen, et donne une
          réponse à chaque film inscrit : sélectionné, non sélectionné ou sélectionné dans une autre
          section. Aucun film ne reste sans nouvelles.

          ## 5. Des résultats à la date annoncée

          Les résultats sont donnés à la date prévue au calendrier du festival. Si cette date doit
          changer, le festival prévient les cinéastes à l’avance.

          ## 6. Le respect des droits et des copies de visionnage

          Les copies de visionnage servent uniquement à la sélection. Le festival ne les partage, ne
          les copie, ne les télécharge ni ne les projette en public sans l’accord des ayants droit,
          crédite chaque film comme le souhaitent ses auteurs et n’utilise les données personnelles
          des cinéastes que pour le festival.

          ## Si un festival manque à ses engagements

          Signalez-le-nous depuis le [centre d’aide](/fr/aide) ou à l’adresse
          [contact@shortlist.example](mailto:contact@shortlist.example). Nous examinons chaque
          signalement, échangeons avec le festival, et pouvons suspendre un festival qui manque à
          ces engagements de façon répétée.
        `),
        aside(
          'In short',
          md`
            ### En bref

            - Règlement et dates limites publiés à l’avance
            - Frais d’inscription affichés avant l’inscription
            - Aucuns frais cachés
            - Une réponse pour chaque film
            - Des résultats à la date annoncée
            - Des copies de visionnage confidentielles
          `,
        ),
      ],
    }),
    es: {
      title: 'Código ético de los festivales',
      seoTitle: 'Código ético de los festivales',
      seoDescription:
        'Los compromisos de cada festival que recibe películas a través de Shortlist: bases claras, ' +
        'tasas anunciadas, una respuesta para cada película.',
      blocks: [
        intro(md`
          Enviar una película a un festival es un acto de confianza: quien la hace paga, espera y
          confía. Cada festival que recibe películas a través de Shortlist se adhiere a este código
          ético, que recoge lo que puedes esperar de él.
        `),
        body(md`
          ## 1. Bases y plazos claros

          El festival publica sus bases antes de abrir su convocatoria: los criterios de cada
          sección, los formatos que espera, los plazos y la fecha de los resultados. Respeta los
          plazos anunciados y no cambia sus bases durante la convocatoria en perjuicio de las
          películas ya inscritas.

          ## 2. Tasas anunciadas por adelantado

          La tasa de inscripción de cada sección se muestra antes de inscribir la película, y el
          importe que ves es el que pagas. Las secciones gratuitas siguen siendo gratuitas.

          ## 3. Sin costes ocultos

          El festival no pide ningún pago adicional por valorar, seleccionar o responder a una
          película. Cualquier coste que deba asumir una película seleccionada, como aportar una copia
          de proyección, figura en las bases antes de abrir la convocatoria.

          ## 4. Una respuesta para cada inscripción

          El festival confirma la recepción de cada película que admite a valoración y da una
          respuesta a cada película inscrita: seleccionada, no seleccionada o seleccionada en otra
          sección. Ninguna película se queda sin noticias.

          ## 5. Resultados en la fecha anunciada

          Los resultados se comunican en la fecha prevista en el calendario del festival. Si esa
          fecha tiene que cambiar, el festival avisa a los cineastas con antelación.

          ## 6. Respeto de los derechos y de las copias de visionado

          Las copias de visionado solo sirven para la selección. El festival no las comparte, copia,
          descarga ni proyecta en público sin permiso de los titulares de los derechos, acredita
          cada película como desean sus autores y usa los datos personales de los cineastas solo
          para el festival.

          ## Si un festival no cumple

          Avísanos desde el [centro de ayuda](/es/ayuda) o en
          [contact@shortlist.example](mailto:contact@shortlist.example). Estudiamos cada aviso,
          hablamos con el festival y podemos suspender a un festival que incumpla estos compromisos
          de forma reiterada.
        `),
        aside(
          'In short',
          md`
            ### En resumen

            - Bases y plazos publicados por adelantado
            - Tasas de inscripción visibles antes de inscribir
            - Sin costes ocultos
            - Una respuesta para cada película
            - Resultados en la fecha anunciada
            - Copias de visionado confidenciales
          `,
        ),
      ],
    },
  },
};

const TERMS: DemoContentPage = {
  key: 'terms',
  texts: {
    en: {
      title: 'Terms of use and sale',
      seoTitle: 'Terms of use and sale',
      seoDescription:
        'The terms that apply when you use Shortlist: your account, your films, submissions, ' +
        'payments, stamps and SuperStamps.',
      blocks: [
        intro(md`
          These terms govern your use of Shortlist and your purchases on it. **This site is a
          demonstration installation:** its operator, Shortlist SAS (demonstration data), and its
          details are placeholders, its festivals and films are fictional, and no real contract is
          made here. An operator running Shortlist for real replaces this text with its own terms.
        `),
        body(md`
          ## 1. Who we are

          Shortlist is operated by Shortlist SAS (demonstration data), 1 rue de la Démo, 75000
          Paris, France, [contact@shortlist.example](mailto:contact@shortlist.example). See the
          [legal notice](/en/legal-notice) for the details.

          ## 2. Your account

          You accept these terms when you create your account. Give accurate information, keep your
          password to yourself, and tell us if you think someone else has used your account: you are
          responsible for what is done with it. When these terms change, we ask you to accept the new
          version the next time you sign in.

          ## 3. Your films and your rights

          When you create a film, you declare that you hold the rights needed to submit it, or the
          permission of those who do. You remain the owner of everything you upload. You allow
          Shortlist to store it, to prepare it for viewing, and to show it to the festivals you
          submit it to and to the visitors you choose through your film’s visibility settings.
          Content that is unlawful or infringes the rights of others is not allowed and may be
          removed.

          ## 4. Submissions

          Each festival decides alone which films it selects. Shortlist checks eligibility against
          the criteria the festival gives, but the festival’s own rules prevail. A submission is sent
          to the festival as soon as its order is paid, and we tell you each time its status changes.
          Shortlist cannot promise any selection.

          ## 5. Prices and payment

          Prices are shown excluding VAT, and your basket shows the full amount, VAT included, before
          you pay. You can pay by card, bank transfer, Apple Pay, PayPal or with your stamp balance.
          Card payments are handled by our payment provider: Shortlist never stores your card
          details. A payment link expires after 3 hours; the order is then cancelled and its entries
          return to your basket. An order paid by bank transfer is confirmed when the money arrives,
          and cancelled if it has not arrived within 14 days. Each paid order gives rise to invoices
          you can download from your orders page.

          ## 6. Stamps and SuperStamps

          One stamp pays one submission’s platform fee. Stamps never expire and stay in your
          account’s balance until you use them. A SuperStamp is bound to the film it was bought for
          and runs for 6 or 12 months from its payment, or from the end of the film’s current
          SuperStamp. Using a SuperStamp is irreversible, which is why we ask you to confirm it.

          ## 7. Cancellation and refunds

          Until an order is paid, you can remove entries from your basket or cancel the order from
          your orders page: nothing is charged, and its entries and stamps return to your basket.
          Once paid, entries are sent to the festivals at once. To ask for a paid order to be
          cancelled, contact us: entries a festival has not yet handled can be withdrawn and
          refunded, and a credit note is issued for everything refunded.

          ## 8. Storage of your videos

          A film video is kept for 2 months after it is uploaded. A submission extends that storage
          and a SuperStamp extends it by a year. We email you before a video expires; an expired
          video is deleted and must be uploaded again before the film can be submitted.

          ## 9. Acceptable use

          Do not use Shortlist to send unsolicited messages, to collect other users’ data, to get
          around its security or to overload it. We may suspend an account that breaks these terms,
          after telling its owner whenever we can.

          ## 10. Availability and liability

          We do our best to keep Shortlist available and your data safe, but we cannot guarantee an
          uninterrupted service. We are not responsible for festivals’ decisions or for the way they
          run their events.

          ## 11. Closing your account

          You can delete your account at any time from [your profile](/en/profile/account). Deletion
          is irreversible: you lose access to your films, submissions, orders, invoices and
          subscriptions. Invoices are still kept for as long as the law requires.

          ## 12. Changes and applicable law

          We may update these terms; the new version applies once you have accepted it. These terms
          are governed by French law. If you disagree with us, write to us first: most questions are
          settled that way.
        `),
        aside(
          'In short',
          md`
            ### In short

            - Demonstration terms: no real contract is made on this site.
            - You keep the rights to your films.
            - Festivals alone decide on selection.
            - Stamps never expire; using a SuperStamp is irreversible.
            - You can delete your account at any time.
          `,
        ),
        questions(md`
          A question about these terms? Write to
          [contact@shortlist.example](mailto:contact@shortlist.example) or visit the
          [help centre](/en/help).
        `),
      ],
    },
    fr: french({
      title: 'Conditions générales d’utilisation et de vente',
      seoTitle: 'Conditions générales d’utilisation et de vente',
      seoDescription:
        'Les conditions qui s’appliquent quand vous utilisez Shortlist : compte, films, ' +
        'inscriptions, paiements, timbres et SuperTimbres.',
      blocks: [
        intro(md`
          Ces conditions encadrent votre utilisation de Shortlist et vos achats sur le site.
          **Ce site est une installation de démonstration :** son exploitant, Shortlist SAS
          (données de démonstration), et ses coordonnées sont fictifs, ses festivals et ses films
          sont imaginaires, et aucun contrat réel n’y est conclu. Un exploitant qui utilise
          Shortlist pour de vrai remplace ce texte par ses propres conditions.
        `),
        body(md`
          ## 1. Qui nous sommes

          Shortlist est exploité par Shortlist SAS (données de démonstration), 1 rue de la Démo,
          75000 Paris, France, [contact@shortlist.example](mailto:contact@shortlist.example). Les
          détails figurent dans les [mentions légales](/fr/mentions-legales).

          ## 2. Votre compte

          Vous acceptez ces conditions en créant votre compte. Donnez des informations exactes,
          gardez votre mot de passe pour vous et prévenez-nous si vous pensez que quelqu’un d’autre
          a utilisé votre compte : vous êtes responsable de ce qui est fait avec lui. Quand ces
          conditions changent, nous vous demandons d’accepter la nouvelle version à votre prochaine
          connexion.

          ## 3. Vos films et vos droits

          En créant un film, vous déclarez détenir les droits nécessaires pour l’inscrire, ou
          l’accord de ceux qui les détiennent. Vous restez propriétaire de tout ce que vous envoyez.
          Vous autorisez Shortlist à le stocker, à le préparer pour le visionnage et à le montrer aux
          festivals auxquels vous l’inscrivez ainsi qu’aux visiteurs que vous choisissez par les
          réglages de visibilité de votre film. Les contenus illicites ou portant atteinte aux
          droits d’autrui sont interdits et peuvent être retirés.

          ## 4. Les inscriptions

          Chaque festival décide seul des films qu’il sélectionne. Shortlist vérifie l’éligibilité
          selon les critères que le festival lui donne, mais le règlement du festival prévaut. Une
          inscription part vers le festival dès que sa commande est payée, et nous vous prévenons à
          chaque changement de statut. Shortlist ne peut promettre aucune sélection.

          ## 5. Prix et paiement

          Les prix sont affichés hors taxes, et votre panier indique le montant total, TVA comprise,
          avant le paiement. Vous pouvez payer par carte, virement bancaire, Apple Pay, PayPal ou
          avec votre solde de timbres. Les paiements par carte sont traités par notre prestataire de
          paiement : Shortlist ne conserve jamais vos données de carte. Un lien de paiement expire au
          bout de 3 heures ; la commande est alors annulée et ses inscriptions reviennent dans votre
          panier. Une commande payée par virement est confirmée à réception des fonds, et annulée si
          ceux-ci ne sont pas arrivés sous 14 jours. Chaque commande payée donne lieu à des factures
          à télécharger depuis la page de vos commandes.

          ## 6. Timbres et SuperTimbres

          Un timbre paie les frais de plateforme d’une inscription. Les timbres n’expirent jamais et
          restent sur le solde de votre compte jusqu’à ce que vous les utilisiez. Un SuperTimbre est
          attaché au film pour lequel il a été acheté et dure 6 ou 12 mois à partir de son
          paiement, ou de la fin du SuperTimbre en cours sur ce film. L’utilisation d’un SuperTimbre est
          irréversible : c’est pourquoi nous vous demandons de la confirmer.

          ## 7. Annulation et remboursement

          Tant qu’une commande n’est pas payée, vous pouvez retirer des inscriptions de votre panier
          ou annuler la commande depuis la page de vos commandes : rien n’est débité, et ses
          inscriptions et timbres reviennent dans votre panier. Une fois payées, les inscriptions
          partent aussitôt vers les festivals. Pour demander l’annulation d’une commande payée,
          contactez-nous : les inscriptions qu’un festival n’a pas encore traitées peuvent être
          retirées et remboursées, et un avoir est émis pour tout ce qui est remboursé.

          ## 8. Conservation de vos vidéos

          La vidéo d’un film est conservée 2 mois après son envoi. Une inscription prolonge ce
          stockage, et un SuperTimbre le prolonge d’un an. Nous vous prévenons par e-mail avant
          l’expiration d’une vidéo ; une vidéo expirée est supprimée et doit être envoyée de nouveau
          avant que le film puisse être inscrit.

          ## 9. Bon usage

          N’utilisez pas Shortlist pour envoyer des messages non sollicités, collecter les données
          d’autres utilisateurs, contourner sa sécurité ou le surcharger. Nous pouvons suspendre un
          compte qui enfreint ces conditions, en prévenant son titulaire chaque fois que c’est
          possible.

          ## 10. Disponibilité et responsabilité

          Nous faisons de notre mieux pour que Shortlist reste disponible et que vos données soient
          protégées, mais nous ne pouvons pas garantir un service sans interruption. Nous ne sommes
          pas responsables des décisions des festivals ni de la façon dont ils organisent leurs
          manifestations.

          ## 11. Fermer votre compte

          Vous pouvez supprimer votre compte à tout moment depuis [votre profil](/fr/profil/profil).
          La suppression est irréversible : vous perdez l’accès à vos films, inscriptions,
          commandes, factures et abonnements. Les factures restent conservées aussi longtemps que la
          loi l’exige.

          ## 12. Modifications et droit applicable

          Nous pouvons mettre à jour ces conditions ; la nouvelle version s’applique une fois que
          vous l’avez acceptée. Ces conditions sont régies par le droit français. En cas de
          désaccord, écrivez-nous d’abord : la plupart des questions se règlent ainsi.
        `),
        aside(
          'In short',
          md`
            ### En bref

            - Conditions de démonstration : aucun contrat réel n’est conclu sur ce site.
            - Vous gardez les droits sur vos films.
            - Les festivals décident seuls de leur sélection.
            - Les timbres n’expirent jamais ; l’utilisation d’un SuperTimbre est irréversible.
            - Vous pouvez supprimer votre compte à tout moment.
          `,
        ),
        questions(md`
          Une question sur ces conditions ? Écrivez à
          [contact@shortlist.example](mailto:contact@shortlist.example) ou consultez le
          [centre d’aide](/fr/aide).
        `),
      ],
    }),
    es: {
      title: 'Condiciones generales de uso y venta',
      seoTitle: 'Condiciones generales de uso y venta',
      seoDescription:
        'Las condiciones que se aplican cuando usas Shortlist: tu cuenta, tus películas, las ' +
        'inscripciones, los pagos, los sellos y los SuperSellos.',
      blocks: [
        intro(md`
          Estas condiciones regulan el uso que haces de Shortlist y tus compras en el sitio.
          **Este sitio es una instalación de demostración:** su operador, Shortlist SAS (datos de
          demostración), y sus datos son ficticios, sus festivales y películas son imaginarios, y
          aquí no se celebra ningún contrato real. Un operador que use Shortlist de verdad sustituye
          este texto por sus propias condiciones.
        `),
        body(md`
          ## 1. Quiénes somos

          Shortlist lo gestiona Shortlist SAS (datos de demostración), 1 rue de la Démo, 75000
          París, Francia, [contact@shortlist.example](mailto:contact@shortlist.example). Encontrarás
          los detalles en el [aviso legal](/es/aviso-legal).

          ## 2. Tu cuenta

          Aceptas estas condiciones al crear tu cuenta. Da información exacta, no compartas tu
          contraseña y avísanos si crees que otra persona ha usado tu cuenta: eres responsable de lo
          que se hace con ella. Cuando estas condiciones cambian, te pedimos que aceptes la nueva
          versión la próxima vez que inicies sesión.

          ## 3. Tus películas y tus derechos

          Al crear una película, declaras que tienes los derechos necesarios para inscribirla, o el
          permiso de quien los tiene. Sigues siendo el propietario de todo lo que subes. Autorizas a
          Shortlist a almacenarlo, a prepararlo para su visionado y a mostrarlo a los festivales en
          los que lo inscribes y a las personas que elijas mediante los ajustes de visibilidad de tu
          película. No se permiten contenidos ilícitos o que vulneren derechos de terceros, que
          pueden retirarse.

          ## 4. Las inscripciones

          Cada festival decide por sí solo qué películas selecciona. Shortlist comprueba la
          elegibilidad según los criterios que indica el festival, pero prevalecen las bases del
          propio festival. Una inscripción se envía al festival en cuanto se paga su pedido, y te
          avisamos cada vez que cambia su estado. Shortlist no puede prometer ninguna selección.

          ## 5. Precios y pago

          Los precios se muestran sin IVA, y tu cesta indica el importe total, IVA incluido, antes de
          pagar. Puedes pagar con tarjeta, transferencia bancaria, Apple Pay, PayPal o con tu saldo
          de sellos. Los pagos con tarjeta los gestiona nuestro proveedor de pagos: Shortlist nunca
          guarda los datos de tu tarjeta. Un enlace de pago caduca a las 3 horas; entonces el pedido
          se cancela y sus inscripciones vuelven a tu cesta. Un pedido pagado por transferencia se
          confirma al recibir el dinero, y se cancela si no ha llegado en 14 días. Cada pedido
          pagado genera facturas que puedes descargar desde la página de tus pedidos.

          ## 6. Sellos y SuperSellos

          Un sello paga la tarifa de plataforma de una inscripción. Los sellos no caducan nunca y
          permanecen en el saldo de tu cuenta hasta que los usas. Un SuperSello está vinculado a la
          película para la que se compró y dura 6 o 12 meses desde su pago, o desde el final del
          SuperSello vigente de la película. Usar un SuperSello es irreversible, por eso te pedimos
          que lo confirmes.

          ## 7. Cancelación y reembolso

          Mientras un pedido no esté pagado, puedes quitar inscripciones de tu cesta o cancelar el
          pedido desde la página de tus pedidos: no se cobra nada, y sus inscripciones y sellos
          vuelven a tu cesta. Una vez pagadas, las inscripciones se envían enseguida a los
          festivales. Para pedir la cancelación de un pedido pagado, escríbenos: las inscripciones
          que un festival aún no ha tramitado pueden retirarse y reembolsarse, y se emite una factura
          rectificativa por todo lo reembolsado.

          ## 8. Conservación de tus vídeos

          El vídeo de una película se conserva 2 meses desde que se sube. Una inscripción amplía ese
          almacenamiento y un SuperSello lo amplía un año. Te avisamos por correo antes de que
          caduque un vídeo; un vídeo caducado se elimina y hay que volver a subirlo antes de poder
          inscribir la película.

          ## 9. Buen uso

          No uses Shortlist para enviar mensajes no solicitados, recopilar datos de otros usuarios,
          eludir su seguridad o sobrecargarlo. Podemos suspender una cuenta que incumpla estas
          condiciones, avisando a su titular siempre que sea posible.

          ## 10. Disponibilidad y responsabilidad

          Hacemos todo lo posible para que Shortlist esté disponible y tus datos estén protegidos,
          pero no podemos garantizar un servicio sin interrupciones. No somos responsables de las
          decisiones de los festivales ni de la forma en que organizan sus eventos.

          ## 11. Cerrar tu cuenta

          Puedes eliminar tu cuenta en cualquier momento desde [tu perfil](/es/perfil/datos). La
          eliminación es irreversible: pierdes el acceso a tus películas, inscripciones, pedidos,
          facturas y suscripciones. Las facturas se siguen conservando durante el tiempo que exige la
          ley.

          ## 12. Cambios y ley aplicable

          Podemos actualizar estas condiciones; la nueva versión se aplica una vez que la has
          aceptado. Estas condiciones se rigen por la ley francesa. Si no estás de acuerdo con
          nosotros, escríbenos primero: la mayoría de las cuestiones se resuelven así.
        `),
        aside(
          'In short',
          md`
            ### En resumen

            - Condiciones de demostración: en este sitio no se celebra ningún contrato real.
            - Conservas los derechos de tus películas.
            - Solo los festivales deciden su selección.
            - Los sellos no caducan nunca; usar un SuperSello es irreversible.
            - Puedes eliminar tu cuenta en cualquier momento.
          `,
        ),
        questions(md`
          ¿Tienes alguna pregunta sobre estas condiciones? Escribe a
          [contact@shortlist.example](mailto:contact@shortlist.example) o visita el
          [centro de ayuda](/es/ayuda).
        `),
      ],
    },
  },
};

const LEGAL: DemoContentPage = {
  key: 'legal',
  texts: {
    en: {
      title: 'Legal notice',
      seoTitle: 'Legal notice',
      seoDescription:
        'Who publishes Shortlist, who hosts it and how to reach us. The details on this demonstration ' +
        'site are placeholders.',
      blocks: [
        intro(md`
          **This site is a demonstration installation of Shortlist.** The company named below and
          its details are placeholders: they stand for the operator who will run the platform, and
          the festivals, films and people you see here are fictional.
        `),
        body(md`
          ## Publisher

          - **Company:** Shortlist SAS (demonstration data)
          - **Address:** 1 rue de la Démo, 75000 Paris, France
          - **Email:** [contact@shortlist.example](mailto:contact@shortlist.example)
          - **Registration and VAT numbers:** placeholders, replaced by the operator’s own
          - **Publication director:** the operator’s legal representative

          ## Hosting

          This site is hosted by your hosting provider. An operator running Shortlist for real
          gives its host’s name, address and telephone number here.

          ## Intellectual property

          The Shortlist name, the design of the site and its texts belong to their publisher. Films,
          photos, posters, trailers and texts published by filmmakers and festivals belong to their
          authors and rights holders: they may not be reproduced without their permission.

          ## Demonstration data

          Festivals, films, people, companies and prices shown on this installation are demonstration
          data. Payments go through a test payment page, and no real money changes hands.

          ## Personal data

          How we handle personal data is explained in our [privacy policy](/en/privacy-policy).
        `),
        aside(
          'Contact',
          md`
            ### Contact

            Shortlist SAS (demonstration data), 1 rue de la Démo, 75000 Paris, France

            [contact@shortlist.example](mailto:contact@shortlist.example)
          `,
        ),
      ],
    },
    fr: french({
      title: 'Mentions légales',
      seoTitle: 'Mentions légales',
      seoDescription:
        'Qui édite Shortlist, qui l’héberge et comment nous joindre. Les coordonnées de ce site de ' +
        'démonstration sont fictives.',
      blocks: [
        intro(md`
          **Ce site est une installation de démonstration de Shortlist.** La société nommée
          ci-dessous et ses coordonnées sont fictives : elles tiennent la place de l’exploitant qui
          fera fonctionner la plateforme, et les festivals, films et personnes que vous voyez ici
          sont imaginaires.
        `),
        body(md`
          ## Éditeur

          - **Société :** Shortlist SAS (données de démonstration)
          - **Adresse :** 1 rue de la Démo, 75000 Paris, France
          - **E-mail :** [contact@shortlist.example](mailto:contact@shortlist.example)
          - **Numéros d’immatriculation et de TVA :** fictifs, remplacés par ceux de l’exploitant
          - **Directeur de la publication :** le représentant légal de l’exploitant

          ## Hébergement

          Ce site est hébergé par votre hébergeur. Un exploitant qui utilise Shortlist pour de vrai
          indique ici le nom, l’adresse et le numéro de téléphone de son hébergeur.

          ## Propriété intellectuelle

          Le nom Shortlist, la conception du site et ses textes appartiennent à leur éditeur. Les
          films, photos, affiches, bandes-annonces et textes publiés par les cinéastes et les
          festivals appartiennent à leurs auteurs et ayants droit : ils ne peuvent être reproduits
          sans leur accord.

          ## Données de démonstration

          Les festivals, films, personnes, sociétés et prix présentés sur cette installation sont
          des données de démonstration. Les paiements passent par une page de paiement de test, et
          aucun argent réel n’est échangé.

          ## Données personnelles

          Notre façon de traiter les données personnelles est expliquée dans notre
          [politique de confidentialité](/fr/politique-de-confidentialite).
        `),
        aside(
          'Contact',
          md`
            ### Contact

            Shortlist SAS (données de démonstration), 1 rue de la Démo, 75000 Paris, France

            [contact@shortlist.example](mailto:contact@shortlist.example)
          `,
        ),
      ],
    }),
    es: {
      title: 'Aviso legal',
      seoTitle: 'Aviso legal',
      seoDescription:
        'Quién edita Shortlist, quién lo aloja y cómo contactarnos. Los datos de este sitio de ' +
        'demostración son ficticios.',
      blocks: [
        intro(md`
          **Este sitio es una instalación de demostración de Shortlist.** La empresa que figura a
          continuación y sus datos son ficticios: ocupan el lugar del operador que gestionará la
          plataforma, y los festivales, películas y personas que ves aquí son imaginarios.
        `),
        body(md`
          ## Editor

          - **Empresa:** Shortlist SAS (datos de demostración)
          - **Dirección:** 1 rue de la Démo, 75000 París, Francia
          - **Correo electrónico:** [contact@shortlist.example](mailto:contact@shortlist.example)
          - **Números de registro y de IVA:** ficticios, sustituidos por los del operador
          - **Director de la publicación:** el representante legal del operador

          ## Alojamiento

          Este sitio está alojado por tu proveedor de alojamiento. Un operador que use Shortlist de
          verdad indica aquí el nombre, la dirección y el teléfono de su proveedor.

          ## Propiedad intelectual

          El nombre Shortlist, el diseño del sitio y sus textos pertenecen a su editor. Las
          películas, fotos, carteles, tráileres y textos publicados por cineastas y festivales
          pertenecen a sus autores y titulares de derechos: no pueden reproducirse sin su permiso.

          ## Datos de demostración

          Los festivales, películas, personas, empresas y precios que aparecen en esta instalación
          son datos de demostración. Los pagos pasan por una página de pago de prueba y no se mueve
          dinero real.

          ## Datos personales

          Cómo tratamos los datos personales se explica en nuestra
          [política de privacidad](/es/politica-de-privacidad).
        `),
        aside(
          'Contact',
          md`
            ### Contacto

            Shortlist SAS (datos de demostración), 1 rue de la Démo, 75000 París, Francia

            [contact@shortlist.example](mailto:contact@shortlist.example)
          `,
        ),
      ],
    },
  },
};

const PRIVACY: DemoContentPage = {
  key: 'privacy',
  texts: {
    en: {
      title: 'Privacy policy',
      seoTitle: 'Privacy policy',
      seoDescription:
        'What personal data Shortlist keeps, why and for how long, who receives it, which cookies we ' +
        'use, and how to exercise your rights.',
      blocks: [
        intro(md`
          We keep only the data Shortlist needs to work, and we never sell it. This page explains
          what we keep, why, for how long, and how you stay in control. On this demonstration
          installation, the data controller named below is a placeholder.
        `),
        body(md`
          ## Who is responsible

          Shortlist SAS (demonstration data), 1 rue de la Démo, 75000 Paris, France. For any
          question about your data: [contact@shortlist.example](mailto:contact@shortlist.example).

          ## What we keep

          - **Your account:** your email address, which is your login; your password, stored only
            in a form that cannot be read back; your language; your choice about news emails; the
            dates you accepted our terms and last signed in.
          - **Your profile:** your name, contact details and addresses, and your company and VAT
            number if you give them for your invoices.
          - **Your films:** their records, the credits and contacts you enter, photos, documents,
            videos and subtitles.
          - **Your submissions and orders:** your basket, orders, invoices, and your stamp balance
            and its history.
          - **Your payments:** they are handled by our payment providers (card, Apple Pay, PayPal).
            We receive only the result and a reference: your card details never reach Shortlist and
            are never stored by us.
          - **Your requests:** the messages you send to our support team.
          - **Security data:** for example failed sign-in attempts, to protect accounts.

          ## Why we use it

          - To provide the service: your account, your films, and your submissions to festivals.
          - To take payments and issue invoices, as the law requires.
          - To send service emails: account activation, orders, changes in your submissions’
            status.
          - To send news and festival tips, only if you have agreed to them. You can change your
            mind in your profile at any time, and every such email has an unsubscribe link.
          - To keep the platform secure and prevent fraud.

          ## Who receives it

          - The festivals you submit a film to: its record, its viewing copy and the contacts it
            shows.
          - Visitors to your film’s public page, only what you choose to make public.
          - Our payment providers, our hosting provider and our email service, only for what they
            do for us.

          Your data is never sold and never used for advertising.

          ## How long we keep it

          - Account and profile data: as long as your account is open. It is erased when you delete
            your account.
          - Film videos: 2 months after upload, longer when a submission or a SuperStamp extends
            their storage, then deleted.
          - A submitted film you delete is archived: it stays visible only to the festivals that
            received it.
          - Invoices and accounting records: for as long as the law requires (ten years in France),
            even after your account is deleted.

          ## Your rights

          You have the right to access your data, to correct it, to have it erased, to take it with
          you (portability), and to object to its use or withdraw your consent. Most of it can be
          seen and changed in [your profile](/en/profile/account), where you can also delete your
          account: deletion is irreversible. For anything else, write to
          [contact@shortlist.example](mailto:contact@shortlist.example). You may also complain to
          your data protection authority (in France, the CNIL).

          ## Cookies

          Shortlist uses a session cookie, which keeps you signed in, and a security token, which
          protects your actions from forged requests. A few functional cookies are set only when you
          use the feature concerned: your last festival search (30 days), a password-protected film
          you have unlocked (12 hours) and your Vimeo connection (one hour at most). There are no
          advertising or tracking cookies, so there is nothing to accept.
        `),
        aside(
          'In short',
          md`
            ### In short

            - We keep only what the service needs.
            - Card details never reach Shortlist.
            - News emails only if you ask for them.
            - No advertising, no trackers.
            - Delete your account from your profile at any time.
          `,
        ),
        questions(md`
          A question about your data? Write to
          [contact@shortlist.example](mailto:contact@shortlist.example). We answer Monday to
          Friday, 9:00 to 17:00 (Nouméa time).
        `),
      ],
    },
    fr: french({
      title: 'Politique de confidentialité',
      seoTitle: 'Politique de confidentialité',
      seoDescription:
        'Les données personnelles que Shortlist conserve, pourquoi et combien de temps, qui les ' +
        'reçoit, nos cookies et comment exercer vos droits.',
      blocks: [
        intro(md`
          Nous ne conservons que les données dont Shortlist a besoin pour fonctionner, et nous ne
          les vendons jamais. Cette page explique ce que nous gardons, pourquoi, combien de temps,
          et comment vous en gardez la maîtrise. Sur cette installation de démonstration, le
          responsable de traitement nommé ci-dessous est fictif.
        `),
        body(md`
          ## Qui est responsable

          Shortlist SAS (données de démonstration), 1 rue de la Démo, 75000 Paris, France. Pour
          toute question sur vos données :
          [contact@shortlist.example](mailto:contact@shortlist.example).

          ## Ce que nous conservons

          - **Votre compte :** votre adresse e-mail, qui sert d’identifiant ; votre mot de passe,
            stocké uniquement sous une forme qui ne permet pas de le relire ; votre langue ; votre
            choix concernant les e-mails d’actualité ; les dates d’acceptation de nos conditions et
            de votre dernière connexion.
          - **Votre profil :** vos nom, coordonnées et adresses, ainsi que votre société et votre
            numéro de TVA si vous les indiquez pour vos factures.
          - **Vos films :** leurs fiches, le générique et les contacts que vous saisissez, photos,
            documents, vidéos et sous-titres.
          - **Vos inscriptions et commandes :** votre panier, vos commandes, vos factures, votre
            solde de timbres et son historique.
          - **Vos paiements :** ils sont traités par nos prestataires de paiement (carte, Apple Pay,
            PayPal). Nous ne recevons que le résultat et une référence : vos données de carte ne
            parviennent jamais à Shortlist et ne sont jamais conservées par nous.
          - **Vos demandes :** les messages que vous envoyez à notre équipe d’assistance.
          - **Données de sécurité :** par exemple les tentatives de connexion échouées, pour
            protéger les comptes.

          ## Pourquoi nous les utilisons

          - Pour fournir le service : votre compte, vos films et vos inscriptions aux festivals.
          - Pour encaisser les paiements et émettre les factures, comme la loi l’exige.
          - Pour envoyer les e-mails de service : activation du compte, commandes, changements de
            statut de vos inscriptions.
          - Pour envoyer des actualités et des conseils sur les festivals, seulement si vous l’avez
            accepté. Vous pouvez changer d’avis à tout moment dans votre profil, et chacun de ces
            e-mails contient un lien de désinscription.
          - Pour assurer la sécurité de la plateforme et prévenir la fraude.

          ## Qui les reçoit

          - Les festivals auxquels vous inscrivez un film : sa fiche, sa copie de visionnage et les
            contacts qu’elle présente.
          - Les visiteurs de la page publique de votre film, uniquement ce que vous choisissez de
            rendre public.
          - Nos prestataires de paiement, notre hébergeur et notre service d’envoi d’e-mails,
            uniquement pour ce qu’ils font pour nous.

          Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.

          ## Combien de temps nous les gardons

          - Données du compte et du profil : tant que votre compte est ouvert. Elles sont effacées
            quand vous le supprimez.
          - Vidéos des films : 2 mois après leur envoi, plus longtemps quand une inscription ou un
            SuperTimbre prolonge leur stockage, puis supprimées.
          - Un film inscrit que vous supprimez est archivé : il reste visible uniquement par les
            festivals qui l’ont reçu.
          - Factures et pièces comptables : aussi longtemps que la loi l’exige (dix ans en France),
            même après la suppression de votre compte.

          ## Vos droits

          Vous avez le droit d’accéder à vos données, de les rectifier, de les faire effacer, de les
          emporter (portabilité), et de vous opposer à leur utilisation ou de retirer votre
          consentement. La plupart se consultent et se modifient dans
          [votre profil](/fr/profil/profil), où vous pouvez aussi supprimer votre compte : la
          suppression est irréversible. Pour tout le reste, écrivez à
          [contact@shortlist.example](mailto:contact@shortlist.example). Vous pouvez aussi adresser
          une réclamation à l’autorité de protection des données (en France, la CNIL).

          ## Cookies

          Shortlist utilise un cookie de session, qui vous garde connecté, et un jeton de sécurité,
          qui protège vos actions contre les requêtes falsifiées. Quelques cookies fonctionnels ne
          sont déposés que lorsque vous utilisez la fonction concernée : votre dernière recherche de
          festivals (30 jours), un film protégé par mot de passe que vous avez déverrouillé
          (12 heures) et votre connexion à Vimeo (une heure au plus). Il n’y a aucun cookie
          publicitaire ni traceur : vous n’avez donc rien à accepter.
        `),
        aside(
          'In short',
          md`
            ### En bref

            - Nous ne gardons que ce dont le service a besoin.
            - Vos données de carte ne parviennent jamais à Shortlist.
            - Des e-mails d’actualité seulement si vous les demandez.
            - Aucune publicité, aucun traceur.
            - Supprimez votre compte depuis votre profil à tout moment.
          `,
        ),
        questions(md`
          Une question sur vos données ? Écrivez à
          [contact@shortlist.example](mailto:contact@shortlist.example). Nous répondons du lundi au
          vendredi, de 9 h à 17 h (heure de Nouméa).
        `),
      ],
    }),
    es: {
      title: 'Política de privacidad',
      seoTitle: 'Política de privacidad',
      seoDescription:
        'Qué datos personales guarda Shortlist, por qué y durante cuánto tiempo, quién los recibe, ' +
        'qué cookies usamos y cómo ejercer tus derechos.',
      blocks: [
        intro(md`
          Solo guardamos los datos que Shortlist necesita para funcionar, y nunca los vendemos. Esta
          página explica qué guardamos, por qué, durante cuánto tiempo y cómo mantienes el control.
          En esta instalación de demostración, el responsable del tratamiento que figura a
          continuación es ficticio.
        `),
        body(md`
          ## Quién es el responsable

          Shortlist SAS (datos de demostración), 1 rue de la Démo, 75000 París, Francia. Para
          cualquier pregunta sobre tus datos:
          [contact@shortlist.example](mailto:contact@shortlist.example).

          ## Qué guardamos

          - **Tu cuenta:** tu correo electrónico, que es tu usuario; tu contraseña, guardada solo de
            una forma que no permite leerla; tu idioma; tu elección sobre los correos de
            novedades; las fechas en que aceptaste nuestras condiciones y en que iniciaste sesión por
            última vez.
          - **Tu perfil:** tu nombre, datos de contacto y direcciones, y tu empresa y número de IVA
            si los indicas para tus facturas.
          - **Tus películas:** sus fichas, los créditos y contactos que introduces, fotos,
            documentos, vídeos y subtítulos.
          - **Tus inscripciones y pedidos:** tu cesta, tus pedidos, tus facturas, y tu saldo de
            sellos con su historial.
          - **Tus pagos:** los gestionan nuestros proveedores de pago (tarjeta, Apple Pay, PayPal).
            Solo recibimos el resultado y una referencia: los datos de tu tarjeta nunca llegan a
            Shortlist y nunca los guardamos.
          - **Tus solicitudes:** los mensajes que envías a nuestro equipo de soporte.
          - **Datos de seguridad:** por ejemplo, los intentos fallidos de inicio de sesión, para
            proteger las cuentas.

          ## Para qué los usamos

          - Para prestar el servicio: tu cuenta, tus películas y tus inscripciones en festivales.
          - Para cobrar los pagos y emitir las facturas, como exige la ley.
          - Para enviar correos de servicio: activación de la cuenta, pedidos, cambios de estado de
            tus inscripciones.
          - Para enviar novedades y consejos sobre festivales, solo si lo has aceptado. Puedes
            cambiar de opinión en cualquier momento en tu perfil, y cada uno de esos correos incluye
            un enlace para darte de baja.
          - Para mantener la seguridad de la plataforma y prevenir el fraude.

          ## Quién los recibe

          - Los festivales en los que inscribes una película: su ficha, su copia de visionado y los
            contactos que muestra.
          - Los visitantes de la página pública de tu película, solo lo que decides hacer público.
          - Nuestros proveedores de pago, nuestro proveedor de alojamiento y nuestro servicio de
            correo, solo para lo que hacen por nosotros.

          Tus datos nunca se venden ni se usan con fines publicitarios.

          ## Cuánto tiempo los guardamos

          - Datos de la cuenta y del perfil: mientras tu cuenta esté abierta. Se borran cuando la
            eliminas.
          - Vídeos de las películas: 2 meses desde que se suben, más tiempo si una inscripción o un
            SuperSello amplía su almacenamiento; después se eliminan.
          - Una película inscrita que eliminas queda archivada: solo la siguen viendo los festivales
            que la recibieron.
          - Facturas y documentos contables: durante el tiempo que exige la ley (diez años en
            Francia), incluso después de eliminar tu cuenta.

          ## Tus derechos

          Tienes derecho a acceder a tus datos, a rectificarlos, a que se supriman, a llevártelos
          (portabilidad) y a oponerte a su uso o retirar tu consentimiento. La mayoría se pueden
          consultar y modificar en [tu perfil](/es/perfil/datos), donde también puedes eliminar tu
          cuenta: la eliminación es irreversible. Para todo lo demás, escribe a
          [contact@shortlist.example](mailto:contact@shortlist.example). También puedes presentar
          una reclamación ante tu autoridad de protección de datos (en Francia, la CNIL).

          ## Cookies

          Shortlist usa una cookie de sesión, que mantiene tu sesión iniciada, y un token de
          seguridad, que protege tus acciones frente a solicitudes falsificadas. Algunas cookies
          funcionales solo se instalan cuando usas la función correspondiente: tu última búsqueda de
          festivales (30 días), una película protegida con contraseña que has desbloqueado
          (12 horas) y tu conexión con Vimeo (una hora como máximo). No hay cookies publicitarias ni
          de seguimiento, así que no tienes nada que aceptar.
        `),
        aside(
          'In short',
          md`
            ### En resumen

            - Solo guardamos lo que el servicio necesita.
            - Los datos de tu tarjeta nunca llegan a Shortlist.
            - Correos de novedades solo si los pides.
            - Sin publicidad ni rastreadores.
            - Elimina tu cuenta desde tu perfil cuando quieras.
          `,
        ),
        questions(md`
          ¿Tienes alguna pregunta sobre tus datos? Escribe a
          [contact@shortlist.example](mailto:contact@shortlist.example). Respondemos de lunes a
          viernes, de 9:00 a 17:00 (hora de Numea).
        `),
      ],
    },
  },
};

/** The seven public content pages of the demo installation, in the order of spec §2. */
export const DEMO_CONTENT_PAGES: readonly DemoContentPage[] = [
  HOW_IT_WORKS,
  PRICING,
  PARTNERS,
  ETHICS,
  TERMS,
  LEGAL,
  PRIVACY,
];
