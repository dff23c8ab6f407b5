import type { MailBody, MailLanguage } from './render'

type Translations<Values> = Record<MailLanguage, (values: Values) => MailBody>

/** A password-reset link, asked for on the sign-in page; it lasts one hour. */
export const passwordReset: Translations<{ fullName: string; url: string }> = {
  es: ({ fullName, url }) => ({
    subject: 'Mesa: restablece tu contraseña',
    paragraphs: [`Hola ${fullName},`, 'Pediste restablecer tu contraseña de Mesa.'],
    action: { label: 'Restablecer la contraseña', url },
    note: 'El enlace vence en 1 hora. Si no lo pediste tú, ignora este correo.',
  }),
  en: ({ fullName, url }) => ({
    subject: 'Mesa: reset your password',
    paragraphs: [`Hello ${fullName},`, 'You asked to reset your Mesa password.'],
    action: { label: 'Reset the password', url },
    note: 'The link expires in 1 hour. If you did not ask for it, ignore this e-mail.',
  }),
  fr: ({ fullName, url }) => ({
    subject: 'Mesa : réinitialisez votre mot de passe',
    paragraphs: [`Bonjour ${fullName},`, 'Vous avez demandé à réinitialiser votre mot de passe Mesa.'],
    action: { label: 'Réinitialiser le mot de passe', url },
    note: "Le lien expire dans 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  }),
  ar: ({ fullName, url }) => ({
    subject: 'Mesa: إعادة تعيين كلمة المرور',
    paragraphs: [`مرحبًا ${fullName}،`, 'طلبت إعادة تعيين كلمة مرورك في Mesa.'],
    action: { label: 'إعادة تعيين كلمة المرور', url },
    note: 'تنتهي صلاحية الرابط خلال ساعة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
  }),
}

/** An account an administrator created: the link chooses the first password; it lasts 7 days. */
export const invitation: Translations<{ fullName: string; url: string }> = {
  es: ({ fullName, url }) => ({
    subject: 'Mesa: tu cuenta está lista',
    paragraphs: [`Hola ${fullName},`, 'Te dieron acceso a Mesa. Elige tu contraseña para entrar.'],
    action: { label: 'Elegir la contraseña', url },
    note: 'El enlace vence en 7 días.',
  }),
  en: ({ fullName, url }) => ({
    subject: 'Mesa: your account is ready',
    paragraphs: [`Hello ${fullName},`, 'You were given access to Mesa. Choose your password to sign in.'],
    action: { label: 'Choose the password', url },
    note: 'The link expires in 7 days.',
  }),
  fr: ({ fullName, url }) => ({
    subject: 'Mesa : votre compte est prêt',
    paragraphs: [
      `Bonjour ${fullName},`,
      'Vous avez reçu un accès à Mesa. Choisissez votre mot de passe pour vous connecter.',
    ],
    action: { label: 'Choisir le mot de passe', url },
    note: 'Le lien expire dans 7 jours.',
  }),
  ar: ({ fullName, url }) => ({
    subject: 'Mesa: حسابك جاهز',
    paragraphs: [`مرحبًا ${fullName}،`, 'تم منحك حق الوصول إلى Mesa. اختر كلمة المرور لتسجيل الدخول.'],
    action: { label: 'اختيار كلمة المرور', url },
    note: 'تنتهي صلاحية الرابط خلال 7 أيام.',
  }),
}

/** Confirms the address of a self-registered account. */
export const verifyEmail: Translations<{ fullName: string; url: string }> = {
  es: ({ fullName, url }) => ({
    subject: 'Mesa: confirma tu correo',
    paragraphs: [`Hola ${fullName},`, 'Confirma tu correo para terminar de pedir tu cuenta de Mesa.'],
    action: { label: 'Confirmar el correo', url },
  }),
  en: ({ fullName, url }) => ({
    subject: 'Mesa: confirm your e-mail',
    paragraphs: [`Hello ${fullName},`, 'Confirm your e-mail to finish requesting your Mesa account.'],
    action: { label: 'Confirm the e-mail', url },
  }),
  fr: ({ fullName, url }) => ({
    subject: 'Mesa : confirmez votre adresse e-mail',
    paragraphs: [
      `Bonjour ${fullName},`,
      'Confirmez votre adresse pour terminer votre demande de compte Mesa.',
    ],
    action: { label: "Confirmer l'adresse", url },
  }),
  ar: ({ fullName, url }) => ({
    subject: 'Mesa: أكّد بريدك الإلكتروني',
    paragraphs: [`مرحبًا ${fullName}،`, 'أكّد بريدك الإلكتروني لإكمال طلب حسابك في Mesa.'],
    action: { label: 'تأكيد البريد الإلكتروني', url },
  }),
}

/** Someone asked for an account with an address that already has one; tells its owner, not the requester. */
export const accountExists: Translations<{ url: string }> = {
  es: ({ url }) => ({
    subject: 'Mesa: ya tienes una cuenta',
    paragraphs: ['Alguien pidió una cuenta con este correo, que ya tiene una.'],
    action: { label: 'Si olvidaste tu contraseña, restablécela', url },
  }),
  en: ({ url }) => ({
    subject: 'Mesa: you already have an account',
    paragraphs: ['Someone asked for an account with this e-mail, which already has one.'],
    action: { label: 'If you forgot your password, reset it', url },
  }),
  fr: ({ url }) => ({
    subject: 'Mesa : vous avez déjà un compte',
    paragraphs: ['Quelqu’un a demandé un compte avec cette adresse, qui en a déjà un.'],
    action: { label: 'Si vous avez oublié votre mot de passe, réinitialisez-le', url },
  }),
  ar: ({ url }) => ({
    subject: 'Mesa: لديك حساب بالفعل',
    paragraphs: ['طلب شخص ما حسابًا بهذا البريد الإلكتروني، ولديه حساب بالفعل.'],
    action: { label: 'إذا نسيت كلمة المرور فأعد تعيينها', url },
  }),
}
