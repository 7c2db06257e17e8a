# The miniapp's screens (miniapp/src/i18n). Keys are grouped by screen; `en` is the reference.

## Shell

app-loading = Cargando...
settings-language = Idioma

## pages
# Sign-in, email pages, store, upgrades, referrals, rooms, leaderboard, help, play and error messages
# (wip/i18n-pages); amounts, intervals and limits arrive as variables, never typed.

## Sign-in (/login and the sign-in sheet)
auth-loading = Cargando...
auth-title = Inicia sesión en $CUM
auth-back-home = Volver a la página de inicio
auth-gate-text = Inicia sesión para continuar
auth-sign-in = Iniciar sesión
auth-method-email = Correo
auth-method-wallet = Billetera
auth-method-telegram = Telegram
auth-methods-aria = Método de inicio de sesión
auth-sign-in-with = Iniciar sesión con { $method }
auth-features-title = Funciones de la plataforma
auth-feature-1 = Gana tokens con interacciones sociales
auth-feature-2 = Completa tareas y obtén recompensas
auth-feature-3 = Plataforma de video para ganar mientras miras
auth-feature-4 = Autenticación segura con varios métodos
auth-welcome = ¡Hola, { $name }!
auth-welcome-there = amigo
auth-signed-in = Has iniciado sesión
auth-row-method = Método de acceso
auth-row-user-id = ID de usuario
auth-row-balance = Saldo
auth-row-balance-value = { $amount } tokens
auth-row-status = Estado
auth-status-active = Activa
auth-status-pending = Introducción pendiente
auth-row-email = Correo
auth-row-wallet = Billetera
auth-row-telegram-id = ID de Telegram
auth-open-app = Abrir la app
auth-logout = Cerrar sesión
auth-email-modes = Acceso con correo
auth-create-account = Crear cuenta
auth-creating-account = Creando cuenta...
auth-signing-in = Iniciando sesión...
auth-field-email = Correo electrónico
auth-field-username = Nombre de usuario
auth-field-password = Contraseña
auth-field-first-name = Nombre
auth-field-last-name = Apellido
auth-forgot-password = ¿Olvidaste tu contraseña?
auth-error-generic = Algo salió mal. Inténtalo de nuevo.
auth-error-email = Escribe un correo electrónico válido
auth-error-username-short = { $min ->
    [one] El nombre de usuario debe tener al menos { $min } carácter
   *[other] El nombre de usuario debe tener al menos { $min } caracteres
}
auth-error-password-required = La contraseña es obligatoria
auth-error-password-short = { $min ->
    [one] La contraseña debe tener al menos { $min } carácter
   *[other] La contraseña debe tener al menos { $min } caracteres
}
auth-telegram-inside = Estás en Telegram: iniciamos sesión automáticamente con tu cuenta de Telegram.
auth-try-again = Reintentar
auth-telegram-link-failed = No se pudo crear un enlace de acceso.
auth-telegram-link-expired = Este enlace de acceso ha caducado.
auth-telegram-new-link = Obtener un enlace nuevo
auth-telegram-how = Abre el enlace en Telegram (o escanea el código con tu teléfono) y pulsa Iniciar en el bot. Esta página inicia tu sesión en cuanto lo confirmes.
auth-telegram-qr = Enlace de acceso de Telegram
auth-telegram-open = Abrir Telegram
auth-telegram-waiting = Esperando la confirmación en Telegram...
auth-wallet-soon-title = Próximamente
auth-wallet-soon-text = Inicia sesión con MetaMask y otras billeteras Web3.
auth-wallet-soon-button = Conectar billetera (próximamente)
auth-wallet-soon-alert = ¡La conexión de billeteras llegará pronto! Estamos integrando MetaMask y otras billeteras Web3.
auth-wallet-how = Conecta una billetera del navegador como MetaMask y firma un mensaje único para demostrar que la dirección es tuya. Sin transacciones ni comisiones.
auth-wallet-connect = Conectar billetera
auth-wallet-connecting = Conectando...
auth-wallet-none = No se encontró ninguna billetera. Instala MetaMask (u otra billetera Web3) o abre esta página en la app de tu billetera.
auth-wallet-no-account = La billetera no compartió ninguna cuenta.
auth-wallet-rejected = La solicitud se rechazó en la billetera.
auth-wallet-failed = No se pudo conectar la billetera.

## Email pages
email-check-inbox = Revisa tu bandeja de entrada
email-send-failed = No pudimos enviar el enlace.
email-yours = Tu correo
email-loading = Cargando
email-confirmed = Confirmado
email-not-confirmed = Aún sin confirmar
email-none = Todavía no hay correo
email-pending = Esperando a que abras el enlace que te enviamos
email-change = Cambiar tu correo
email-add = Añadir un correo
email-change-help = Escribe tu contraseña para confirmar. Enviamos un enlace a la nueva dirección; el cambio se hace cuando lo abres.
email-add-help = Elige una contraseña para iniciar sesión con este correo (de { $min } a { $max } caracteres). Enviamos un enlace a la dirección; cuenta en cuanto lo abres.
email-new = Correo nuevo
email-your-password = Tu contraseña
email-choose-password = Elige una contraseña
email-send-confirmation = Enviar enlace de confirmación
email-forgot-title = ¿Olvidaste tu contraseña?
email-forgot-help = Te enviaremos un enlace para elegir una contraseña nueva.
email-field = Correo electrónico
email-something-wrong = Algo salió mal.
email-send-reset = Enviar enlace de restablecimiento
email-back-to-sign-in = Volver a iniciar sesión
email-password-changed = Contraseña cambiada
email-sign-in = Iniciar sesión
email-passwords-differ = Las dos contraseñas no coinciden.
email-reset-failed = No pudimos cambiar tu contraseña.
email-reset-title = Elige una contraseña nueva
email-reset-help = De { $min } a { $max } caracteres. Unas cuantas palabras sin relación forman una contraseña fuerte.
email-new-password = Contraseña nueva
email-repeat-password = Repite la contraseña nueva
email-change-password = Cambiar contraseña
email-link-incomplete = Este enlace está incompleto. Vuelve a abrir el enlace del correo.
email-undo-failed = No pudimos deshacer el cambio.
email-undoing = Deshaciendo el cambio de correo…
email-undo-title = Deshacer el cambio de correo
email-verified = { $message } { $email } es ahora el correo de tu cuenta.
email-verify-failed = No pudimos confirmar tu correo.
email-confirming = Confirmando tu correo…
email-verify-title = Confirma tu correo
email-go-to-app = Ir a la app

## Store and upgrades
shop-balance = Saldo
shop-your-balance = Tu saldo
shop-amount = { $amount } $CUM
shop-owned = ✓ Tuyo
shop-buy = Comprar
shop-buy-item = Comprar { $title }
shop-purchase-failed = La compra no se completó. Inténtalo de nuevo.
store-load-failed = No se pudo cargar la tienda
store-items = Artículos
store-type-cosmetic = Cosmético
store-type-access = Acceso
store-type-booster = Potenciador
store-soon = Pronto
store-coming-soon = Próximamente
store-active-until = Activo hasta el { $date }
store-extend = Extender
store-loading-item = Cargando el artículo
store-item = Artículo
store-more-soon = Pronto habrá más artículos
store-more-soon-text = Nuevos cosméticos, potenciadores y pases están en camino. ¡Sigue ganando $CUM!
store-coming-soon-aria = Próximamente
store-purchased-title = ¡Compra completada!
store-purchased-text = { $title } ya es tuyo.
store-your-item = Tu artículo
upgrades-load-failed = No se pudieron cargar las mejoras
upgrades-your-stats = Tus estadísticas
upgrades-reward-level = Nivel de recompensa
upgrades-level = Nivel { $level }
upgrades-level-of = Nivel { $level } de { $max }
upgrades-one-time = Única vez
upgrades-locked = Bloqueado
upgrades-reward-per-claim = Recompensa por reclamo
upgrades-task-bonus = Bono de tareas
upgrades-active-bonus = Activo (+{ $percent }%)
upgrades-active = Activo
upgrades-not-owned = No adquirido
upgrades-premium = Acceso premium
upgrades-title = Mejoras
upgrades-loading = Cargando la mejora
upgrades-upgrade = Mejora
upgrades-purchased-title = ¡Mejora comprada!
upgrades-purchased-text = { $title } ya está activa.
upgrades-your-upgrade = Tu mejora

## Referrals
referral-title = Programa de referidos
referral-stats-aria = Estadísticas de referidos
referral-total = Referidos totales
referral-earnings = Ganancias totales
referral-pending = Pendientes
referral-completed = Completados
referral-code-title = Tu código de referido
referral-code-text = Los amigos que se unan con tu código reciben { $referred } $CUM. Tú recibes { $referrer } $CUM cuando completan la introducción.
referral-code-failed = No se pudo cargar tu código de referido.
referral-code-aria = Tu código de referido
referral-copy = Copiar código
referral-share = Compartir
referral-copied = ¡Copiado!
referral-code-copied = Código de referido copiado al portapapeles
referral-error = Error
referral-copy-failed = No se pudo copiar el código de referido
referral-message-copied = Mensaje de invitación copiado al portapapeles
referral-message-copy-failed = No se pudo copiar el mensaje de invitación
referral-share-title = $CUM Rewards
referral-share-text = ¡Únete a $CUM Rewards y recibe un bono de { $referred } $CUM con mi código de referido { $code }!
referral-use-title = ¿Tienes un código de referido?
referral-use-text = Escribe el código de un amigo para recibir { $referred } $CUM.
referral-use-aria = Código de referido
referral-use-placeholder = Escribe el código de referido
referral-use-button = Usar código
referral-applying = Aplicando...
referral-success = ¡Listo!
referral-use-failed = No se pudo usar el código de referido
referral-list-title = Tus referidos
referral-list-failed = No se pudieron cargar tus referidos
referral-none = Aún no tienes referidos
referral-user = Usuario #{ $id }
referral-joined = Se unió el { $date }
referral-completed-on = Completó el { $date }
referral-status-completed = Completado
referral-status-pending = Pendiente

## Rooms
rooms-notice = Las salas se transmiten a través de nuestro servicio de streaming asociado.
rooms-notice-link = Al tocar una sala se abre en el sitio del socio, donde se aplican sus condiciones.
rooms-live-now = En vivo ahora
rooms-live-count = En vivo ahora ({ $count })
rooms-offline = Sin conexión
rooms-offline-count = Sin conexión ({ $count })
rooms-loading = Cargando sala
rooms-room-title = Título de la sala
rooms-load-failed = No se pudieron cargar las salas
rooms-empty-title = No hay salas ahora
rooms-empty-text = Nadie está transmitiendo en este momento. La lista se actualiza sola, vuelve pronto.
rooms-no-live = No hay salas en vivo ahora
rooms-no-live-text = Las salas que empiecen a transmitir aparecerán aquí.
rooms-partnership = Alianza
rooms-partner = En colaboración con nuestro socio de streaming
rooms-live = EN VIVO
rooms-viewers = { $count ->
    [one] { $shown } espectador
   *[other] { $shown } espectadores
}

## Leaderboard
leaderboard-title = Clasificación
leaderboard-period = Periodo
leaderboard-weekly = Semanal
leaderboard-weekly-hint = $CUM ganados esta semana (de lunes a domingo, UTC)
leaderboard-all-time = Histórico
leaderboard-all-time-hint = $CUM ganados desde que te uniste
leaderboard-friends = Amigos
leaderboard-friends-hint = Tú, los amigos que invitaste y quien te invitó
leaderboard-hidden = Oculto
leaderboard-you = Tú
leaderboard-level = Nivel { $level }
leaderboard-player = Nombre del jugador
leaderboard-failed = No se pudo cargar la clasificación.
leaderboard-your-rank = Tu puesto
leaderboard-empty = Nadie ha ganado $CUM aquí todavía. ¡Sé el primero!
leaderboard-climb = Gana más $CUM para entrar en la lista.

## Help
help-title = Ayuda
help-faq-title = Preguntas frecuentes
help-q-earn = ¿Cómo gano $CUM?
help-a-earn = Reclama la recompensa periódica en Inicio, completa tareas, mira videos en Play, juega a los juegos e invita a amigos. Cada abono aparece en Perfil → Actividad.
help-q-periodic = ¿Cada cuánto puedo reclamar la recompensa periódica?
help-a-periodic = Cada reclamo paga { $perLevel } $CUM multiplicados por tu nivel de recompensa. La tarjeta de Inicio muestra la cuenta atrás hasta tu próximo reclamo, medida por nuestro servidor.
help-q-streak = ¿Qué es la racha diaria?
help-a-streak = El número de días seguidos (UTC) en los que reclamaste la recompensa periódica. Si te saltas un día, vuelve a empezar en 1.
help-q-referrals = ¿Cómo funcionan los referidos?
help-a-referrals = Comparte tu código desde la página de referidos. Un amigo que lo use dentro de { $days ->
    [one] { $days } día
   *[other] { $days } días
} desde su registro recibe { $referred } $CUM al instante, y tú recibes { $referrer } $CUM cuando completa la introducción. Cada cuenta puede usar un código una sola vez, y nunca el suyo propio.
help-q-welcome = ¿Qué es el bono de bienvenida?
help-a-welcome = { $welcome } $CUM, que se pagan una vez al terminar la introducción. Si la saltaste, reclámalo desde la tarjeta de Inicio.
help-q-level = ¿Cómo subo mi nivel de recompensa?
help-a-level = Compra un Multiplicador de recompensa en Mejoras. Cada nivel aumenta cada recompensa periódica.
help-q-refused = ¿Por qué se rechazó un reclamo?
help-a-refused = Las recompensas tienen límites (un reclamo periódico por intervalo, topes diarios para videos y juegos). El mensaje te dice por qué; no se descuenta nada de tu saldo.
help-q-delete = ¿Cómo elimino mi cuenta?
help-a-delete = Perfil → Ajustes → Eliminar cuenta. Tus datos personales se borran y se cierra tu sesión; no se puede deshacer.
help-q-who = ¿Quién puede usar $CUM Rewards?
help-a-who = Solo adultos: debes tener { $age } años o más.
help-support-title = Contactar con soporte
help-support-bot = Escribe a nuestro bot @{ $bot } en Telegram y envía /help.
help-support-button = Escribir a @{ $bot }
help-support-nobot = Abre el bot de $CUM en Telegram y envía /help.
help-balance-question = ¿Una duda sobre tu saldo? Incluye la hora del abono que aparece en { $link }.
help-activity-link = Perfil → Actividad

## Play (videos)
play-back = Atrás
play-unavailable-title = Los videos no están disponibles
play-no-videos = Ahora mismo no hay videos para ver.
play-try-again = Reintentar
play-pause = Pausar
play-play = Reproducir
play-video-unavailable = Este video no está disponible
play-cannot-play = Este video no se puede reproducir ahora.
play-earned = Ganado
play-previous = Video anterior
play-next = Video siguiente
play-swipe-hint = Desliza arriba o abajo para cambiar de video
play-actions = Acciones del video
play-like = Me gusta
play-dislike = No me gusta
play-comment = Comentar
play-share = Compartir
play-action-count = { $label } ({ $count })
play-already-done = Ya realizado
play-action-failed = No se pudo procesar la acción
play-watched = { $seconds } s vistos · ≈{ $estimate }
play-views = { $count ->
    [one] { $shown } visualización
   *[other] { $shown } visualizaciones
}

## Error messages by error code
error-network-error = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.
error-unauthorized = Vuelve a iniciar sesión.
error-forbidden = No tienes permiso para hacer esto.
error-not-found = No encontramos lo que buscabas.
error-payload-too-large = Es demasiado grande para enviarlo.
error-too-many-requests = Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.
error-internal-error = Algo salió mal por nuestra parte. Inténtalo de nuevo.
error-service-unavailable = El servicio está ocupado ahora mismo. Inténtalo de nuevo en un momento.
error-account-suspended = Tu cuenta está suspendida: puedes mirar, pero no ganar ni gastar.
error-insufficient-funds = No tienes suficientes $CUM para esto.
error-password-weak = Usa al menos { $min } caracteres y evita contraseñas comunes

## Store items and upgrades by id
store-item-premium-badge = Insignia premium
store-item-premium-badge-text = Luce una insignia premium en tu perfil.
store-item-vip-pass = Pase de acceso VIP
store-item-vip-pass-text = { $days ->
    [one] { $days } día de acceso VIP a salas exclusivas.
   *[other] { $days } días de acceso VIP a salas exclusivas.
}
store-item-token-booster = Potenciador de tokens
store-item-token-booster-text = { $hours ->
    [one] Duplica las recompensas de tus tareas durante { $hours } hora.
   *[other] Duplica las recompensas de tus tareas durante { $hours } horas.
}
store-item-avatar-frame = Marco de avatar personalizado
store-item-avatar-frame-text = Un marco único para tu avatar.
upgrade-multiplier-2x = Multiplicador de recompensa x2
upgrade-multiplier-2x-text = Duplica tus recompensas periódicas: { $amount } $CUM por reclamo en lugar de { $base }.
upgrade-multiplier-3x = Multiplicador de recompensa x3
upgrade-multiplier-3x-text = Triplica tus recompensas periódicas: { $amount } $CUM por reclamo.
upgrade-task-bonus = Bono de tareas
upgrade-task-bonus-text = Gana un { $percent }% más de $CUM con cada tarea.
upgrade-premium-access = Acceso premium
upgrade-premium-access-text = Desbloquea salas exclusivas y contenido premium.
shop-reason-insufficient = { $title } cuesta { $price } $CUM: te faltan { $missing } $CUM.
upgrade-reason-after = { $title } se desbloquea al comprar { $before }.
upgrade-reason-balance = { $title } se desbloquea cuando tu saldo llegue a { $amount } $CUM.
