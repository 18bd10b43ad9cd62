import type { Translation } from "../index";

/** Textos em português das telas de mensagens (nested under "messages." in the translation). */
export default {
  unread: "{{count}} não lidas",
  unreadItem: "Não lida",
  popular: "Popular",
  markRead: "Marcar como lida",
  ok: "OK",
  inboxEmpty: "Ainda não há mensagens",
  centre: {
    telegram: "Telegram",
    announcements: "Anúncios",
    inbox: "Mensagens",
    liveChat: "Chat ao vivo",
    affiliateService: "Serviço de afiliados",
    openChat: "Abrir o chat ao vivo",
    connecting: "Conectando você ao chat ao vivo…",
    chatUnavailable: "O chat ao vivo não está disponível agora. Tente novamente mais tarde.",
  },
  popup: {
    title: "Anúncio",
    close: "Fechar",
    iKnow: "Entendi",
    goToActivity: "Ir para a atividade",
  },
  customerService: {
    open: "Atendimento ao cliente",
    CS: "Atendimento ao cliente",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];
