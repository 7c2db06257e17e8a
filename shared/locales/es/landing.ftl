## Landing page (/): marketing copy.

landing-nav-creators = Para creadores
landing-nav-users = Para usuarios
landing-nav-tokenomics = Tokenomics
landing-nav-roadmap = Hoja de ruta
landing-nav-home = Inicio de $CUM
landing-nav-sections = Secciones
landing-nav-menu = Menú
landing-nav-launch = Abrir la app
landing-nav-open-menu = Abrir menú
landing-nav-close-menu = Cerrar menú

landing-hero-eyebrow = Para creadores y fans · solo +18
landing-hero-title = Gana recompensas por el contenido <em>que te encanta</em>
landing-hero-lead = Gana tokens $CUM reclamando recompensas, completando tareas, viendo videos, jugando e invitando a amigos. Los creadores se quedan con el { $keep }% de lo que ganan. Funciona en tu navegador y dentro de Telegram.
landing-start-creating = Empieza a crear
landing-explore-content = Explorar contenido
landing-stat-creators = Creadores
landing-stat-members = Miembros
landing-stat-paid = Pagado a creadores
landing-wallet-aria = Billetera de ejemplo
landing-wallet-label = Saldo de ejemplo
landing-wallet-hourly = Recompensa por hora
landing-wallet-daily = Registro diario
landing-wallet-friend = Se unió un amigo

landing-tokenomics-eyebrow = Tokenomics
landing-tokenomics-title = Un suministro fijo, sobre todo para la comunidad
landing-tokenomics-chart = Gráfico de distribución de tokens
landing-total-supply = Suministro total
landing-dist-community = Recompensas de la comunidad
landing-dist-creator-fund = Fondo para creadores
landing-dist-development = Desarrollo
landing-dist-marketing = Marketing
landing-dist-reserve = Reserva
landing-fact-burn-rate = De las comisiones se quema
landing-fact-burned = Tokens quemados

landing-roadmap-eyebrow = Hoja de ruta
landing-roadmap-title = Hacia dónde vamos
landing-roadmap-completed = Completado
landing-roadmap-planned = Previsto
landing-roadmap-1-title = Planificación e investigación
landing-roadmap-1-items = Estudio de mercado | Diseño de la tokenomics | Arquitectura de la plataforma
landing-roadmap-2-title = Desarrollo del MVP
landing-roadmap-2-items = Lanzar el token en la testnet de Polygon | Funciones principales y tareas básicas | Probar los contratos inteligentes
landing-roadmap-3-title = Lanzamiento beta
landing-roadmap-3-items = Incorporar creadores | Beta en mainnet | Opiniones de la comunidad
landing-roadmap-4-title = Lanzamiento completo
landing-roadmap-4-items = Transmisiones en vivo | Salas premium | Mercado de NFT | Airdrops

landing-creators-eyebrow = Para creadores
landing-creators-title = Quédate con el <em>{ $keep }%</em> de todo lo que ganas
landing-creators-lead = Una comisión de plataforma del { $fee }% en lugar del { $industry }% del sector. De cada $100 que gastan tus fans, ${ $keep } son tuyos.
landing-fee-industry = Promedio del sector
landing-fee-keep = Te quedas el { $keep }%
landing-fee-fee = { $fee }% de comisión
landing-perk-1-title = Cobra por cada interacción
landing-perk-1-text = El contenido premium, los mensajes privados y las transmisiones en vivo se pagan en $CUM, directamente a ti.
landing-perk-2-title = Almacenamiento descentralizado
landing-perk-2-text = Tu contenido se guarda en redes descentralizadas, no en los servidores de una sola empresa.
landing-perk-3-title = Solo adultos verificados
landing-perk-3-text = La verificación de edad KYC/AML mediante proveedores externos mantiene al público +18.
landing-testimonial-quote = Me traje a mi audiencia en un fin de semana. Los mismos fans, una cuarta parte de las comisiones.
landing-testimonial-detail = Creadora · 48 mil seguidores

landing-users-eyebrow = Para usuarios
landing-users-title = Gana tokens mientras disfrutas del contenido
landing-users-lead = Únete a { $members } miembros que reúnen $CUM cada día.
landing-way-earn-title = Gana
landing-way-earn-text = Reclama tu recompensa periódica, completa tareas diarias y semanales, mira videos y juega minijuegos.
landing-way-spend-title = Gasta
landing-way-spend-text = Desbloquea contenido premium, mensajes privados y transmisiones en vivo con $CUM.
landing-way-stake-title = Haz staking
landing-way-stake-text = Bloquea tokens para votar el rumbo de la plataforma en las votaciones de gobernanza.
landing-sample-rewards = Recompensas de ejemplo
landing-sample-share = Compartir 3 publicaciones
landing-sample-tip = Dar propina a un creador
landing-sample-refer = Invitar a un amigo

landing-community-eyebrow = Comunidad
landing-community-title = Únete a la comunidad
landing-channel-telegram = Chatea con la comunidad y abre la miniapp.
landing-channel-x = Anuncios y creadores destacados.
landing-channel-discord = Debates de gobernanza y opiniones.
landing-updates-title = Recibe novedades de la plataforma
landing-updates-text = Noticias sobre lanzamientos, airdrops y nuevas formas de ganar. Sin spam.

landing-faq-eyebrow = Preguntas frecuentes
landing-faq-title = Preguntas y respuestas
landing-faq-1-q = ¿Qué es $CUM?
landing-faq-1-a = Un token de recompensa para fans y creadores. Lo consigues reclamando recompensas periódicas, completando tareas, viendo videos, jugando e invitando a amigos.
landing-faq-2-q = ¿Cómo empiezo a ganar?
landing-faq-2-a = Abre la app en tu navegador o en Telegram, inicia sesión y completa la breve introducción: al final recibes un bono de bienvenida de { $welcome } $CUM.
landing-faq-3-q = ¿Cómo funcionan las invitaciones?
landing-faq-3-a = Comparte tu código. Cuando un amigo lo usa, recibe { $referred } $CUM, y tú recibes { $referrer } $CUM cuando completa la introducción.
landing-faq-4-q = ¿Cuánto se quedan los creadores?
landing-faq-4-a = Los creadores se quedan con el { $keep }% de lo que ganan. La comisión de la plataforma es del { $fee }%, frente al { $industry }% habitual en otros sitios.
landing-faq-5-q = ¿Quién puede unirse?
landing-faq-5-a = Solo adultos. La plataforma es +18 y la edad se verifica mediante proveedores externos de KYC/AML.
landing-faq-6-q = ¿Funciona dentro de Telegram?
landing-faq-6-a = Sí. La misma app funciona como miniapp de Telegram y en cualquier navegador moderno, con la misma cuenta y el mismo saldo.

landing-closing-title = No te pierdas el lanzamiento
landing-closing-lead = Suscríbete y entérate antes que nadie de la beta, los airdrops y las nuevas recompensas.
landing-newsletter-email = Correo electrónico
landing-newsletter-subscribe = Suscribirme
landing-newsletter-subscribing = Suscribiendo...
landing-newsletter-required-title = Falta el correo
landing-newsletter-required-text = Escribe tu correo electrónico
landing-newsletter-success-title = ¡Listo!
landing-newsletter-success-text = ¡Gracias por suscribirte! Recibirás novedades sobre la plataforma.
landing-newsletter-error-title = Error
landing-newsletter-error-text = No se pudo completar la suscripción. Inténtalo de nuevo.
landing-newsletter-failed-title = Suscripción fallida
landing-newsletter-failed-text = No se pudo suscribir al boletín
landing-newsletter-invalid-email = Introduce un correo electrónico válido.
landing-newsletter-offline = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.
landing-newsletter-rate-limited = { $seconds ->
    [one] Demasiados intentos. Inténtalo de nuevo en { $seconds } segundo.
   *[other] Demasiados intentos. Inténtalo de nuevo en { $seconds } segundos.
}

landing-footer-tagline = La plataforma de recompensas para creadores y sus fans.
landing-footer-contact = Contacto
landing-footer-support = Soporte
landing-footer-partnerships = Alianzas
landing-footer-press = Prensa
landing-footer-resources = Recursos
landing-footer-whitepaper = Whitepaper
landing-footer-documentation = Documentación
landing-footer-brand-kit = Kit de marca
landing-footer-legal = Legal
landing-footer-terms = Términos del servicio
landing-footer-privacy = Política de privacidad
landing-footer-cookies = Política de cookies
landing-footer-age = Solo +18. Esta plataforma está destinada a adultos de 18 años o más. La edad se verifica mediante proveedores externos de KYC/AML.
landing-footer-copy = © { $year } $CUM. Todos los derechos reservados.
