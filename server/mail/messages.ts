import type { Locale } from '../../common/constants';

/** The account mails in every interface language: texts, and the text and HTML parts built from them. */

export type MailKind = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

export interface MailRequest {
  kind: MailKind;
  to: string;
  language: Locale;
  /** The member's username, for the greeting. */
  name: string;
  /** Absolute URL the mail's button opens. */
  link: string;
  /** reactivation only: the last day (ISO date-time) the link works. */
  until?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailBrand {
  siteName: string;
  companyName: string;
  companyAddress: string;
  companyCity: string;
  supportEmail: string;
}

/** Placeholders: {name}, {site}, {support}, {until}. */
interface KindText {
  subject: string;
  body: string;
  button: string;
  /** Why the member got this mail, and what to do if it was not them. */
  reason: string;
}

interface FrameText {
  greeting: string;
  fallback: string;
  support: string;
}

const FRAME: Record<Locale, FrameText> = {
  de: { greeting: 'Hallo {name}!', fallback: 'Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:', support: 'Fragen? Schreib uns an {support}.' },
  en: { greeting: 'Hi {name},', fallback: 'If the button does not work, copy this address into your browser:', support: 'Questions? Write to us at {support}.' },
  es: { greeting: '¡Hola, {name}!', fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:', support: '¿Tienes preguntas? Escríbenos a {support}.' },
  fr: { greeting: 'Bonjour {name},', fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :', support: 'Des questions ? Écrivez-nous à {support}.' },
  it: { greeting: 'Ciao {name},', fallback: 'Se il pulsante non funziona, copia questo indirizzo nel tuo browser:', support: 'Domande? Scrivici a {support}.' },
  nl: { greeting: 'Hoi {name},', fallback: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:', support: 'Vragen? Mail ons op {support}.' },
  pl: { greeting: 'Cześć {name}!', fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:', support: 'Masz pytania? Napisz do nas na adres {support}.' },
};

const KINDS: Record<MailKind, Record<Locale, KindText>> = {
  activation: {
    de: {
      subject: 'Bestätige deine E-Mail-Adresse für {site}', button: 'E-Mail-Adresse bestätigen',
      body: 'Schön, dass du da bist! Bestätige bitte deine E-Mail-Adresse, um dein Konto zu aktivieren. Der Link ist 7 Tage gültig.',
      reason: 'Du bekommst diese E-Mail, weil sich jemand mit dieser Adresse bei {site} registriert hat. Warst du das nicht, kannst du sie einfach ignorieren.',
    },
    en: {
      subject: 'Confirm your e-mail address for {site}', button: 'Confirm e-mail address',
      body: 'Welcome! Please confirm your e-mail address to activate your account. The link is valid for 7 days.',
      reason: 'You are getting this e-mail because someone signed up for {site} with this address. If it was not you, you can simply ignore it.',
    },
    es: {
      subject: 'Confirma tu correo electrónico para {site}', button: 'Confirmar correo electrónico',
      body: '¡Qué bien que estés aquí! Confirma tu dirección de correo electrónico para activar tu cuenta. El enlace es válido durante 7 días.',
      reason: 'Recibes este correo porque alguien se ha registrado en {site} con esta dirección. Si no has sido tú, simplemente ignóralo.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour {site}', button: 'Confirmer mon adresse e-mail',
      body: 'Bienvenue ! Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable 7 jours.',
      reason: "Vous recevez cet e-mail car quelqu'un s'est inscrit sur {site} avec cette adresse. Si ce n'était pas vous, ignorez simplement ce message.",
    },
    it: {
      subject: 'Conferma il tuo indirizzo email per {site}', button: 'Conferma indirizzo email',
      body: 'Che bello averti qui! Conferma il tuo indirizzo email per attivare il tuo account. Il link è valido per 7 giorni.',
      reason: 'Ricevi questa email perché qualcuno si è registrato su {site} con questo indirizzo. Se non hai richiesto tu la registrazione, puoi semplicemente ignorare questa email.',
    },
    nl: {
      subject: 'Bevestig je e-mailadres voor {site}', button: 'E-mailadres bevestigen',
      body: 'Leuk dat je er bent! Bevestig je e-mailadres om je account te activeren. De link is 7 dagen geldig.',
      reason: 'Je krijgt deze e-mail omdat iemand zich met dit adres heeft aangemeld bij {site}. Was jij dat niet? Dan kun je deze e-mail gewoon negeren.',
    },
    pl: {
      subject: 'Potwierdź adres e-mail w serwisie {site}', button: 'Potwierdź adres e-mail',
      body: 'Miło, że jesteś z nami! Potwierdź swój adres e-mail, aby aktywować konto. Link jest ważny przez 7 dni.',
      reason: 'Otrzymujesz tę wiadomość, ponieważ ktoś zarejestrował się w serwisie {site} przy użyciu tego adresu. Jeśli to nie Ty, po prostu ją zignoruj.',
    },
  },
  password_reset: {
    de: {
      subject: 'Setze dein Passwort für {site} zurück', button: 'Neues Passwort wählen',
      body: 'Jemand möchte das Passwort für dein Konto zurücksetzen. Über den Button kannst du ein neues wählen. Der Link ist 1 Stunde gültig.',
      reason: 'Warst du das nicht? Dann ignoriere diese E-Mail einfach – dein Passwort bleibt, wie es ist.',
    },
    en: {
      subject: 'Reset your {site} password', button: 'Choose a new password',
      body: 'Someone asked to reset the password for your account. Use the button to choose a new one. The link is valid for 1 hour.',
      reason: 'If it was not you, just ignore this e-mail: your password stays the same.',
    },
    es: {
      subject: 'Restablece tu contraseña de {site}', button: 'Elegir una contraseña nueva',
      body: 'Alguien ha pedido restablecer la contraseña de tu cuenta. Con el botón puedes elegir una nueva. El enlace es válido durante 1 hora.',
      reason: 'Si no has sido tú, ignora este correo: tu contraseña seguirá siendo la misma.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe {site}', button: 'Choisir un nouveau mot de passe',
      body: "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte. Le bouton ci-dessous vous permet d'en choisir un nouveau. Le lien est valable 1 heure.",
      reason: "Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    it: {
      subject: 'Reimposta la tua password di {site}', button: 'Scegli una nuova password',
      body: 'Qualcuno ha chiesto di reimpostare la password del tuo account. Con il pulsante puoi sceglierne una nuova. Il link è valido per 1 ora.',
      reason: 'Se la richiesta non è partita da te, ignora questa email: la tua password resta invariata.',
    },
    nl: {
      subject: 'Stel je wachtwoord voor {site} opnieuw in', button: 'Nieuw wachtwoord kiezen',
      body: 'Iemand heeft gevraagd om het wachtwoord van je account opnieuw in te stellen. Met de knop kies je een nieuw wachtwoord. De link is 1 uur geldig.',
      reason: 'Was jij dit niet? Negeer deze e-mail dan gewoon: je wachtwoord blijft hetzelfde.',
    },
    pl: {
      subject: 'Zresetuj hasło w serwisie {site}', button: 'Ustaw nowe hasło',
      body: 'Ktoś poprosił o zresetowanie hasła do Twojego konta. Kliknij przycisk, aby ustawić nowe hasło. Link jest ważny przez 1 godzinę.',
      reason: 'Jeśli to nie Ty, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
    },
  },
  email_change: {
    de: {
      subject: 'Bestätige deine neue E-Mail-Adresse', button: 'Neue Adresse bestätigen',
      body: 'Du möchtest diese E-Mail-Adresse für dein Konto bei {site} verwenden. Bitte bestätige sie über den Button. Der Link ist 24 Stunden gültig.',
      reason: 'Du bekommst diese E-Mail, weil diese Adresse für ein Konto bei {site} angegeben wurde. Warst du das nicht, ignoriere sie einfach – es ändert sich nichts.',
    },
    en: {
      subject: 'Confirm your new e-mail address', button: 'Confirm new address',
      body: 'You want to use this e-mail address for your {site} account. Please confirm it with the button below. The link is valid for 24 hours.',
      reason: 'You are getting this e-mail because this address was entered for a {site} account. If it was not you, just ignore it and nothing will change.',
    },
    es: {
      subject: 'Confirma tu nueva dirección de correo', button: 'Confirmar nueva dirección',
      body: 'Quieres usar esta dirección de correo electrónico para tu cuenta de {site}. Confírmala con el botón. El enlace es válido durante 24 horas.',
      reason: 'Recibes este correo porque alguien ha indicado esta dirección para una cuenta de {site}. Si no has sido tú, ignóralo y no cambiará nada.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail', button: 'Confirmer la nouvelle adresse',
      body: 'Vous souhaitez utiliser cette adresse e-mail pour votre compte {site}. Confirmez-la avec le bouton ci-dessous. Le lien est valable 24 heures.',
      reason: "Vous recevez cet e-mail car cette adresse a été indiquée pour un compte {site}. Si ce n'était pas vous, ignorez ce message : rien ne sera modifié.",
    },
    it: {
      subject: 'Conferma il tuo nuovo indirizzo email', button: 'Conferma nuovo indirizzo',
      body: 'Vuoi usare questo indirizzo email per il tuo account {site}. Confermalo con il pulsante qui sotto. Il link è valido per 24 ore.',
      reason: "Ricevi questa email perché questo indirizzo è stato indicato per un account {site}. Se non l'hai indicato tu, ignora questa email: non cambierà nulla.",
    },
    nl: {
      subject: 'Bevestig je nieuwe e-mailadres', button: 'Nieuw adres bevestigen',
      body: 'Je wilt dit e-mailadres gebruiken voor je account bij {site}. Bevestig het met de knop hieronder. De link is 24 uur geldig.',
      reason: 'Je krijgt deze e-mail omdat dit adres is opgegeven voor een account bij {site}. Was jij dat niet? Negeer deze e-mail dan: er verandert niets.',
    },
    pl: {
      subject: 'Potwierdź nowy adres e-mail', button: 'Potwierdź nowy adres',
      body: 'Chcesz używać tego adresu e-mail w swoim koncie w serwisie {site}. Potwierdź go przyciskiem poniżej. Link jest ważny przez 24 godziny.',
      reason: 'Otrzymujesz tę wiadomość, ponieważ ten adres został podany dla konta w serwisie {site}. Jeśli to nie Ty, zignoruj ją – nic się nie zmieni.',
    },
  },
  reactivation: {
    de: {
      subject: 'Dein Konto bei {site} wird gelöscht', button: 'Konto reaktivieren',
      body: 'Dein Konto ist zur Löschung vorgemerkt: Nach dem {until} wird es endgültig gelöscht. Du möchtest bleiben? Dann reaktiviere es mit einem Klick.',
      reason: 'Du bekommst diese E-Mail, weil die Löschung deines Kontos beantragt wurde. Soll es gelöscht werden, musst du nichts tun.',
    },
    en: {
      subject: 'Your {site} account will be deleted', button: 'Reactivate my account',
      body: 'Your account is set to be deleted: after {until} it will be gone for good. Want to stay? Reactivate it with one click.',
      reason: 'You are getting this e-mail because your account was set to be deleted. If you want it deleted, you do not need to do anything.',
    },
    es: {
      subject: 'Tu cuenta de {site} se va a eliminar', button: 'Reactivar mi cuenta',
      body: 'Tu cuenta está programada para eliminarse: después del {until} se eliminará definitivamente. ¿Quieres quedarte? Reactívala con un clic.',
      reason: 'Recibes este correo porque se ha solicitado eliminar tu cuenta. Si quieres que se elimine, no tienes que hacer nada.',
    },
    fr: {
      subject: 'Votre compte {site} va être supprimé', button: 'Réactiver mon compte',
      body: 'La suppression de votre compte est programmée : après le {until}, il sera supprimé définitivement. Vous souhaitez rester ? Réactivez-le en un clic.',
      reason: "Vous recevez cet e-mail car la suppression de votre compte a été demandée. Si vous souhaitez qu'il soit supprimé, vous n'avez rien à faire.",
    },
    it: {
      subject: 'Il tuo account {site} sta per essere eliminato', button: 'Riattiva il mio account',
      body: 'Il tuo account è in attesa di eliminazione: dopo il {until} verrà eliminato definitivamente. Vuoi restare? Riattivalo con un clic.',
      reason: "Ricevi questa email perché è stata richiesta l'eliminazione del tuo account. Se vuoi che venga eliminato, non devi fare nulla.",
    },
    nl: {
      subject: 'Je account bij {site} wordt verwijderd', button: 'Account heractiveren',
      body: 'Je account staat op de lijst om verwijderd te worden: na {until} is het definitief weg. Wil je blijven? Heractiveer het dan met één klik.',
      reason: 'Je krijgt deze e-mail omdat is gevraagd om je account te verwijderen. Wil je dat het verwijderd wordt? Dan hoef je niets te doen.',
    },
    pl: {
      subject: 'Twoje konto w serwisie {site} zostanie usunięte', button: 'Reaktywuj konto',
      body: 'Twoje konto jest przeznaczone do usunięcia: po {until} zostanie usunięte na stałe. Chcesz zostać? Reaktywuj je jednym kliknięciem.',
      reason: 'Otrzymujesz tę wiadomość, ponieważ zgłoszono usunięcie Twojego konta. Jeśli chcesz, aby zostało usunięte, nie musisz nic robić.',
    },
  },
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

function untilDate({ kind, until, language }: MailRequest): string {
  if (kind !== 'reactivation') return '';
  if (!until) throw new Error('A reactivation mail needs the date the account is deleted after');
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(until));
}

export function composeMail(request: MailRequest, brand: MailBrand): ComposedMail {
  const values = { name: request.name, site: brand.siteName, support: brand.supportEmail, until: untilDate(request) };
  const texts = { ...FRAME[request.language], ...KINDS[request.kind][request.language] };
  const t = (key: keyof typeof texts) => fill(texts[key], values);
  const company = `${brand.companyName} · ${brand.companyAddress} · ${brand.companyCity}`;
  const { link } = request;

  // Plain text has no button: its label heads the bare link, and the fallback sentence is left out.
  const text = [t('greeting'), t('body'), `${t('button')}\n${link}`, t('reason'), `${company}\n${t('support')}`].join('\n\n') + '\n';

  const e = escapeHtml;
  const small = 'font-size:13px;color:#555';
  const html = `<!doctype html>
<html lang="${request.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t('subject'))}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<div style="max-width:520px;margin:0 auto;padding:24px;background:#fff;border-radius:8px">
<p>${e(t('greeting'))}</p>
<p>${e(t('body'))}</p>
<p style="margin:28px 0"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#d6336c;color:#fff;font-weight:bold;text-decoration:none">${e(t('button'))}</a></p>
<p style="${small}">${e(t('fallback'))}<br><a href="${e(link)}" style="color:#555;word-break:break-all">${e(link)}</a></p>
<p style="${small}">${e(t('reason'))}</p>
</div>
<p style="max-width:520px;margin:16px auto 0;font-size:12px;color:#888;text-align:center">${e(company)}<br>${e(t('support'))}</p>
</body>
</html>
`;
  return { subject: t('subject'), text, html };
}
