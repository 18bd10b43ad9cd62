import type { Translation } from "../index";

/** Textos en español de las pantallas de mensajes (nested under "messages." in the translation). */
export default {
  unread: "{{count}} sin leer",
  unreadItem: "Sin leer",
  popular: "Popular",
  markRead: "Marcar como leído",
  ok: "Aceptar",
  inboxEmpty: "Todavía no hay mensajes",
  centre: {
    telegram: "Telegram",
    announcements: "Anuncios",
    inbox: "Mensajes",
    liveChat: "Chat en vivo",
    affiliateService: "Servicio de afiliados",
    openChat: "Abrir el chat en vivo",
    connecting: "Conectando con el chat en vivo…",
    chatUnavailable: "El chat en vivo no está disponible ahora. Inténtalo más tarde.",
  },
  popup: {
    title: "Anuncio",
    close: "Cerrar",
    iKnow: "Entendido",
    goToActivity: "Ir a la actividad",
  },
  customerService: {
    open: "Atención al cliente",
    CS: "Atención al cliente",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];
