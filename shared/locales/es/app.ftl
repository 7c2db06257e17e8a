# Pantallas de la miniapp (miniapp/src/i18n). Referencia: en/app.ftl.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = Cargando...
app-connecting = Conectando...
nav-main = Principal
nav-home = Inicio
nav-tasks = Tareas
nav-play = Ver
nav-games = Juegos
nav-more = Más
nav-leaderboard = Clasificación
nav-rooms = Salas
nav-upgrades = Mejoras
nav-store = Tienda
nav-referral = Referidos
nav-profile = Perfil
nav-settings = Ajustes
nav-help = Ayuda
header-home = Inicio de { -cum }
header-balance = Saldo:
menu-account-menu = Menú de la cuenta
menu-account = Cuenta
menu-admin = Panel de administración
menu-logout = Cerrar sesión
menu-user = Usuario
menu-level = Nivel { $level }
bell-title = Notificaciones
bell-title-new = Notificaciones (nuevas)
bell-loading = Cargando
bell-loading-activity = Cargando actividad
bell-empty = Aún no hay notificaciones
bell-empty-hint = Aquí aparecerán tus recompensas y compras.
bell-latest = Actividad reciente
offline-banner = Estás sin conexión. Los cambios aparecerán cuando vuelvas a conectarte.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = Esta página no existe.
error-new-version = Hay una nueva versión de la app.
error-screen = Algo salió mal en esta pantalla.
error-reload-hint = Recarga para intentarlo de nuevo o vuelve a la app.
error-reload = Recargar
error-go-to-app = Ir a la app
error-no-server = No pudimos conectar con el servidor.
error-try-again = Reintentar
error-retry = Reintentar
error-generic = Algo salió mal. Inténtalo de nuevo.
error-offline-load = Estás sin conexión o no se puede acceder al servidor. Se actualizará cuando vuelvas a estar en línea.
error-network = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.
error-bad-answer = El servidor envió una respuesta que esta app no entiende.
session-expired = La sesión ha caducado. Cierra la app y vuelve a abrirla desde el bot.
session-close = Cerrar

## Toasts

toast-error = Error
toast-reward-claimed = ¡Recompensa recibida!
toast-task-claimed = ¡Recompensa recibida!
toast-received = Has recibido { $amount } { -cum }
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = No se pudo reclamar la recompensa
toast-welcome-claimed = ¡Bono de bienvenida recibido!
toast-welcome-received = ¡Has recibido { $amount } { -cum }!
toast-welcome-back = ¡Hola de nuevo!
toast-all-set = ¡Todo listo para empezar a ganar tokens!
toast-welcome-failed = No se pudo reclamar el bono de bienvenida
toast-bonus-applied = ¡Bono aplicado!
toast-bonus-applied-text = Recibirás tu bono de referido al terminar la introducción.
toast-referral-failed = No se pudo aplicar el código de referido

## Home

home-name-fallback = amigo
home-welcome = ¡Bienvenido, { $name }!
home-welcome-back = ¡Hola de nuevo, { $name }!
home-balance-label = Tu saldo de { -cum }
home-level = Nivel { $level }
home-reward-level = Nivel de recompensa
home-streak-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}
home-daily-streak = Racha de recompensas
home-share-title = Comparte y gana
home-share-text = Invita a tus amigos y gana { $amount } { -cum } por cada uno que se una
reward-title = { $unit ->
    [hour] { $count ->
        [1] Recompensa cada hora
       *[other] Recompensa cada { $count } horas
    }
   *[minute] Recompensa periódica
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] cada hora
       *[other] cada { $count } horas
    }
   *[minute] { $count ->
        [1] cada minuto
       *[other] cada { $count } minutos
    }
}
reward-text = Reclama { $amount } { -cum } { $every }
reward-claim = Reclamar recompensa
# Inside Telegram the claim is Telegram's own button at the bottom.
reward-ready-native = Tu recompensa está lista: reclámala con el botón de abajo.
reward-claiming = Reclamando...
reward-next-in = Próxima recompensa en
reward-load-error = No se pudo cargar el estado de la recompensa
welcome-bonus-title = Bono de bienvenida
welcome-bonus-waiting = Tu bono de bienvenida de { $amount } { -cum } te está esperando.
welcome-bonus-onboarding = Completa la introducción para reclamar { $amount } { -cum }.
welcome-bonus-claim = Reclamar bono
welcome-bonus-complete = Completar introducción
rank-hint = Mira quién ganó más { -cum } esta semana
rank-earned = { $amount } { -cum } ganados esta semana
rank-yours = Tu puesto
rank-yours-number = Tu puesto: n.º { $rank }
rank-unranked = Aún sin puesto
rank-unranked-hint = Gana tus primeros { -cum } esta semana para entrar en la tabla
suspension-title = Cuenta suspendida
suspension-reason = Motivo: { $reason }
suspension-until = Hasta el { $date }.
suspension-until-lifted = Hasta que el equipo la levante.
suspension-text = Puedes iniciar sesión y mirar, pero no puedes ganar ni gastar { -cum }.

## Tasks

tasks-daily = Diarias
tasks-weekly = Semanales
tasks-special = Especiales
tasks-section = Tareas: { $section }
tasks-resets-in = { $unit ->
    [day] se reinicia en { $count } d
    [hour] se reinicia en { $count } h
   *[minute] se reinicia en { $count } min
}
tasks-load-error = No se pudieron cargar las tareas
tasks-empty = No hay tareas disponibles por ahora
tasks-empty-hint = Añadimos tareas nuevas con frecuencia. ¡Vuelve pronto!
task-done = Hecho
task-complete = Completar
task-start = Empezar
task-go = Ir
task-verify = Verificar
task-claim = Reclamar recompensa
task-claim-in = En { $seconds } s
task-claim-in-long = { $seconds ->
    [one] Reclamar en { $seconds } segundo
   *[other] Reclamar en { $seconds } segundos
}
task-wait-note = Termina en la página que se abrió: tu recompensa se desbloquea en { $seconds } s

## Games

games-load-error = No se pudieron cargar los juegos
games-all = Todos los juegos
games-more = Más juegos
games-soon = Pronto habrá más juegos
games-soon-hint = Llegan nuevas formas de ganar { -cum }. ¡Atento!
games-save-failed = No se pudo guardar tu puntuación.
games-submit-failed = No se pudo enviar tu puntuación.
games-start-failed = No se pudo iniciar el juego.
clicker-up-to = Hasta { $amount } { -cum }/hora
clicker-description = Toca la moneda: cada { $taps } toques ganas { $amount } { -cum }.
clicker-play = Jugar a CUM Clicker
clicker-paused = En pausa: límite por hora alcanzado
clicker-tap = Toca para ganar
clicker-points-label = { $points ->
    [one] punto
   *[other] puntos
}
clicker-capped = Alcanzaste el límite de esta hora: los toques no suman hasta que se libere.
clicker-next-payout = Próximo pago a los { $points } puntos
clicker-this-run = Esta partida
clicker-earnings = Ganancias del clicker
clicker-credited = Acreditado por el servidor
clicker-per-tap = Cada toque gana { $amount } { -cum }
clicker-taps-label = { $taps ->
    [one] toque
   *[other] toques
}
clicker-this-visit = En esta visita
clicker-partial = Algunos toques no se pagaron: sin energía o en el límite por hora.
clicker-retrying = No se pudieron guardar tus toques. Reintentando.
clicker-energy = Energía
clicker-energy-empty = Sin energía: se recarga sola
clicker-energy-aria = Energía del clicker
cap-reached = Límite por hora alcanzado
cap-left = Disponible esta hora
cap-of = { $left } de { $cap } { -cum }
cap-aria = Ganancias del clicker disponibles esta hora
cap-again-from = Los toques vuelven a sumar desde las { $time }.
rush-range = { $min }-{ $max }
rush-per-game = { $range } { -cum } por partida
rush-description = { $seconds } segundos de tokens que caen: cuanto más alta tu puntuación, mayor la recompensa.
rush-games-left = Te quedan { $left } de { $total } partidas hoy
rush-play = Jugar a Token Rush
rush-subtitle = { $seconds } segundos · { $range } { -cum } por partida
rush-intro = Los tokens caen durante { $seconds } segundos. Tócalos antes de que lleguen abajo: cuantos más atrapes, más ganas.
rush-start = Empezar partida
rush-time-left = Tiempo restante
rush-seconds = { $seconds } s
rush-score = puntos
rush-progress = Progreso de la ronda
rush-submitting = Enviando tu puntuación…
rush-checking = Comprobando tus capturas…
rush-verified = Puntuación verificada: { $score } de { $max }
rush-send-again = Enviar de nuevo
rush-play-again = Jugar otra vez
rush-how = Cómo funciona
rush-how-aria = Cómo funciona Token Rush
rush-rules = El servidor inicia la ronda y elige sus tokens; un token cuenta si lo tocas mientras cae (los dorados valen { $gold }), y el servidor lo comprueba con { $tolerance } ms de margen. Recompensa: { $min } { -cum } más hasta { $spread } { -cum } según la parte de tokens atrapados, es decir, { $range } { -cum } por partida, { $games } partidas al día.

## Profile and Settings

profile-loading = Cargando perfil...
profile-sections = Secciones del perfil
profile-tab-profile = Perfil
profile-tab-settings = Ajustes
profile-tab-activity = Actividad
profile-admin = Admin
profile-save = Guardar
profile-saving = Guardando...
profile-edit = Editar
profile-balance = Saldo de { -cum }
profile-hide-balance = Ocultar saldo
profile-show-balance = Mostrar saldo
profile-tasks-done = Tareas hechas
profile-total-rewards = Recompensas totales
profile-day-streak = Racha de días
profile-personal = Datos personales
profile-first-name = Nombre
profile-last-name = Apellido
profile-username = Nombre de usuario
profile-account = Detalles de la cuenta
profile-member-since = Miembro desde
profile-recently = Recientemente
profile-telegram-id = ID de Telegram
profile-not-linked = Sin vincular
settings-language = Idioma
settings-notifications = Notificaciones
settings-privacy = Privacidad
settings-email-notifications = Notificaciones por correo
settings-push-notifications = Notificaciones push
settings-task-reminders = Recordatorios de tareas
settings-reward-alerts = Avisos de recompensas
settings-private-profile = Perfil privado
settings-show-balance = Mostrar saldo
settings-show-level = Mostrar nivel
settings-updated = Ajustes actualizados
settings-saved = Tus ajustes se han guardado.
settings-failed = No se pudieron actualizar los ajustes
settings-update-failed = Error al actualizar
settings-allow-bot = Permite que el bot te escriba para activar los avisos de recompensas.

## Onboarding

onboarding-aria = Introducción
onboarding-age-aria = Confirmación de edad
onboarding-step = Paso { $step } de { $total }
onboarding-continue = Continuar
onboarding-back = Atrás
onboarding-save-failed = No se pudo guardar tu respuesta. Inténtalo de nuevo.
age-title = Solo para adultos
age-text = { -cum } es una plataforma de recompensas de entretenimiento para adultos. Debes tener 18 años o más para usarla.
age-confirm = Confirmo que tengo 18 años o más
age-confirming = Confirmando...
age-yes = Tengo 18 años o más
age-no = Soy menor de 18: salir
onboarding-1-title = ¡Bienvenido a { -cum }!
onboarding-1-text = Gana tokens { -cum } por lo que ya disfrutas: ver, jugar, compartir e invitar a amigos.
onboarding-2-title = Gana con tareas
onboarding-2-text = Completa tareas diarias, semanales y especiales para conseguir tokens.
onboarding-example-checkin = Visita diaria
onboarding-example-checkin-detail = Abre la app cada día
onboarding-example-share = Compartir contenido
onboarding-example-share-detail = Comparte 3 publicaciones
onboarding-example-invite = Invitar amigos
onboarding-example-invite-detail = Trae a un amigo
onboarding-3-title = Bono por referidos
onboarding-3-text = Invita a tus amigos con tu código: tú recibes { $referrer } { -cum } cuando terminan la introducción y ellos { $referred } { -cum } por usarlo.
onboarding-4-title = Salas en vivo y contenido
onboarding-4-text = Explora salas en vivo de nuestro socio de streaming y descubre contenido premium de creadores.
onboarding-5-title = Mira, juega y gana
onboarding-5-text = Gana mientras ves videos cortos y juegas minijuegos. Reclama tu recompensa periódica para mantener la racha.
onboarding-6-title = ¡Listo para empezar!
onboarding-6-text = Reclama tu bono de bienvenida de { $amount } { -cum } y empieza a ganar.
onboarding-bonus = Bono de bienvenida
onboarding-bonus-detail = Se acredita en tu saldo al instante
onboarding-periodic = Recompensa periódica
onboarding-every-fallback = con regularidad
onboarding-periodic-detail = Reclámala { $every }: { $amount } { -cum } por nivel
onboarding-friend = Por cada amigo que invites
onboarding-friend-detail = Cuando tu amigo termina la introducción
referral-have-code = ¿Tienes un código de referido?
referral-applied = Código de referido aplicado. Tu bono está en camino.
referral-already-applied = El código de referido de tu amigo ya está aplicado a tu cuenta.
referral-code = Código de referido
referral-enter = Introduce el código
referral-applying = Aplicando...
referral-apply = Aplicar código
referral-skip = Omitir por ahora


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
# Number matching: the bot asks the user to pick this number (shown after it) among three.
auth-telegram-code = En Telegram, toca este número:
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
# The confirmation sheet before a purchase (Store, Upgrades).
purchase-title = Confirmar compra
purchase-price = Precio
purchase-balance-after = Saldo después
purchase-buying = Comprando...
purchase-buy-for = Comprar por { $amount } { -cum }
purchase-cancel = Cancelar
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
upgrades-sets-level = Sube tu nivel de recompensa a { $level } de { $max } (ahora { $current })
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
referral-success = ¡Listo!
referral-use-failed = No se pudo usar el código de referido
referral-list-title = Tus referidos
referral-list-failed = No se pudieron cargar tus referidos
referral-none = Aún no tienes referidos
referral-user = Usuario #{ $id }
referral-private-friend = Un amigo (perfil privado)
referral-you-earned = Ganaste +{ $amount } { -cum }
referral-joined = Se unió el { $date }
referral-completed-on = Completó el { $date }
referral-status-completed = Completado
referral-status-pending = Pendiente
# Why a pending referral has not paid yet (both sides).
referral-waits-onboarding = Esperando a que tu amigo termine la introducción
referral-waits-email = Esperando a que tu amigo confirme su correo
referral-own-waits-email = La recompensa de tu amigo por invitarte se paga cuando confirmes tu correo. Abre el enlace que te enviamos.

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
help-q-streak = ¿Qué es la racha de recompensas?
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
error-code-network-error = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.
error-code-unauthorized = Vuelve a iniciar sesión.
error-code-forbidden = No tienes permiso para hacer esto.
error-code-not-found = No encontramos lo que buscabas.
error-code-payload-too-large = Es demasiado grande para enviarlo.
error-code-too-many-requests = Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.
error-code-internal-error = Algo salió mal por nuestra parte. Inténtalo de nuevo.
error-code-service-unavailable = El servicio está ocupado ahora mismo. Inténtalo de nuevo en un momento.
error-code-account-suspended = Tu cuenta está suspendida: puedes mirar, pero no ganar ni gastar.
error-code-insufficient-funds = No tienes suficientes $CUM para esto.
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

## daily streak card
streak-title = Racha diaria
streak-toast = ¡Día { $day } de racha!
streak-claim-failed = No se pudo reclamar la recompensa de hoy
streak-claim-button = Reclamar día { $day }: { $amount } { -cum }
streak-load-failed = No se pudo cargar tu racha
streak-summary-none = Vuelve cada día: cada día seguido paga más.
streak-summary = { $days ->
    [one] { $days } día seguido
   *[other] { $days } días seguidos
}. Si faltas un día, empieza de nuevo.
streak-day-aria = Día { $day }: { $amount } { -cum }, { $state ->
    [claimed] reclamado
    [today] hoy
   *[other] próximamente
}
streak-day = Día { $day }
streak-done = La recompensa de hoy ya es tuya. Vuelve mañana por el día { $next }.
streak-use-button = Reclama la recompensa de hoy con el botón de abajo.
toast-dismiss = Cerrar notificación

## Refusals of the server with their figures (shared/src/contract/error-reasons.ts, lib/error-reasons.ts).
## `wait-*` are durations after "en" ("en 5 minutos").
wait-seconds = { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
wait-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
wait-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
wait-hours-minutes = { $hours } y { $minutes }
error-code-too-early = Todavía es pronto. Inténtalo de nuevo un poco más tarde.
error-code-already-done = Eso ya está hecho.
error-code-limit-reached = Has alcanzado el límite por ahora. Inténtalo más tarde.
error-code-locked = Esto todavía está bloqueado.
error-reason-reward-too-early = Próxima recompensa en { $wait } (a las { $time }).
error-reason-streak-claimed = Ya reclamaste la recompensa de racha de hoy. Vuelve mañana.
error-reason-store-unavailable = Próximamente: { $item } aún no está disponible.
error-reason-store-owned = Ya tienes { $item }.
error-reason-store-insufficient = { $item } cuesta { $price } $CUM: te faltan { $missing } $CUM.
error-reason-upgrade-owned = Ya tienes { $upgrade }.
error-reason-upgrade-locked-after = { $upgrade } se desbloquea después de comprar { $before }.
error-reason-upgrade-locked-balance = { $upgrade } se desbloquea cuando tu saldo llegue a { $balance } $CUM.
error-reason-upgrade-insufficient = { $upgrade } cuesta { $price } $CUM: te faltan { $missing } $CUM.
error-reason-task-done = Ya completaste esta tarea por ahora.
error-reason-task-too-early = Primero termina la tarea: podrás reclamar la recompensa en { $wait }.
error-reason-task-not-joined = Todavía no te has unido al canal. Únete y luego reclama tu recompensa.
error-reason-clicker-too-fast = Esos toques llegaron más rápido de lo que nadie puede tocar (como máximo { $perSecond } por segundo). No se acreditó nada.
error-reason-clicker-hourly-cap = Alcanzaste el límite del clicker de { $cap } $CUM por hora. Inténtalo de nuevo en { $wait }.
error-reason-clicker-no-energy = Sin energía. Se recarga en { $wait }.
error-reason-rush-daily-limit = { $games ->
    [one] Ya jugaste tu { $games } partida de Token Rush de hoy. ¡Vuelve mañana!
   *[other] Ya jugaste las { $games } partidas de Token Rush de hoy. ¡Vuelve mañana!
}
error-reason-rush-in-progress = Ya tienes una partida de Token Rush en curso. Termínala o espera un minuto a que caduque antes de empezar otra.
error-reason-rush-too-early = Una ronda de Token Rush dura { $wait }: ese resultado llegó demasiado pronto. No se acreditó nada.
error-reason-rush-expired = Esta sesión de juego ha caducado. Empieza una partida nueva.
error-reason-video-daily-limit = Alcanzaste el límite diario de { $duration } de visualización pagada. ¡Vuelve mañana!
error-reason-video-done = Ya realizaste esta acción en este video.
error-reason-referral-used = Ya usaste un código de referido.
error-reason-referral-unknown = Ese código de referido no existe. Revísalo e inténtalo de nuevo.
error-reason-referral-own = No puedes usar tu propio código de referido.
error-reason-referral-cycle = Este amigo se unió con tu código, así que no puedes usar el suyo.
error-reason-referral-window = { $days ->
    [one] Los códigos de referido solo se pueden usar durante { $days } día después de crear tu cuenta.
   *[other] Los códigos de referido solo se pueden usar durante los { $days } días posteriores a crear tu cuenta.
}
error-reason-onboarding-incomplete = Completa primero la introducción y luego reclama tu bono de bienvenida de { $bonus } $CUM.
error-reason-onboarding-age = Confirma que tienes 18 años o más antes de terminar la introducción.
error-reason-onboarding-claimed = Ya reclamaste tu bono de bienvenida.
error-reason-account-suspended = { $until ->
    [none] Tu cuenta está suspendida: { $note }. Puedes iniciar sesión y mirar, pero no ganar ni gastar $CUM.
   *[other] Tu cuenta está suspendida hasta el { $until }: { $note }. Puedes iniciar sesión y mirar, pero no ganar ni gastar $CUM.
}
error-reason-rate-limited = Demasiados intentos. Inténtalo de nuevo en { $wait }.
error-reason-username-taken = Este nombre de usuario ya está en uso. Elige otro.
error-reason-link-invalid = Este enlace no es válido, ha caducado o ya se usó. Pide uno nuevo.
error-reason-claim-busy = Se está guardando otro reclamo. Inténtalo de nuevo.
error-reason-clicker-busy = Se está guardando otra puntuación. Inténtalo de nuevo.
error-reason-taps-busy = Se está guardando otra tanda de toques. Inténtalo de nuevo.
error-reason-video-busy = Se está guardando otro registro de visualización. Inténtalo de nuevo.
error-reason-task-changed = Esta tarea cambió mientras tanto. Inténtalo de nuevo.
error-reason-rush-busy = Se están iniciando demasiadas partidas a la vez. Inténtalo de nuevo.
error-reason-store-just-bought = Esa compra acaba de completarse. Revisa tus ventajas antes de volver a comprar.
error-reason-wallet-taken = Esta billetera ya está vinculada a otra cuenta.
error-reason-wallet-linked = Tu cuenta ya tiene una billetera.
error-reason-email-taken = Este correo ahora pertenece a otra cuenta, así que no se puede añadir a la tuya.
error-reason-email-taken-back = Este correo ahora pertenece a otra cuenta, así que no se puede devolver a la tuya.
error-reason-rush-submitted = La puntuación de esta partida ya se envió. Empieza una partida nueva para volver a jugar.
error-reason-rush-no-session = Esta sesión de juego no existe. Empieza una partida nueva de Token Rush.
error-reason-task-one-step = Esta tarea se completa en un solo paso: toca «Completar».
error-reason-task-has-steps = Esta tarea tiene varios pasos: empiézala, realiza la acción y luego reclama la recompensa.
error-reason-task-started = Ya empezaste esta tarea.
error-reason-task-start-first = Primero empieza la tarea.
error-reason-task-action-done = Ya realizaste la acción de esta tarea. Reclama tu recompensa.
error-reason-task-action-first = Realiza la acción de la tarea antes de reclamar la recompensa.
error-reason-task-unavailable = Esta tarea no está disponible.
error-reason-task-no-channel = Esta tarea aún no tiene un canal que comprobar. Inténtalo más tarde.
error-reason-task-needs-telegram = Primero inicia sesión con Telegram: esta tarea comprueba que te uniste al canal.
error-reason-video-unknown = Este video no existe.
error-reason-wallet-coming-soon = ¡La conexión de billeteras llegará pronto! Estamos integrando MetaMask y otras billeteras Web3.
error-reason-account-gone = Esta cuenta ya no existe.
error-reason-email-signin-off = El inicio de sesión con correo está desactivado en este servidor.
error-reason-credentials-invalid = Correo o contraseña incorrectos.
error-reason-password-wrong = Tu contraseña no es correcta.
error-reason-email-same = Este ya es tu correo.
error-reason-login-number-wrong = Ese no era el número que mostró tu navegador: inicio de sesión cancelado.
error-reason-login-link-expired = Este enlace de inicio de sesión caducó o ya se usó. Vuelve a empezar.
error-reason-login-link-used = Este enlace de inicio de sesión caducó o ya se usó.
error-reason-login-cancelled = El inicio de sesión se canceló en Telegram. Vuelve a empezar para iniciar sesión.
error-reason-not-possible-now = Eso no es posible en este momento.
error-reason-task-channel-hidden = No podemos comprobar este canal: el bot todavía no ve a sus miembros. Inténtalo más tarde.
error-reason-task-check-unavailable = Ahora mismo no podemos comprobar si te uniste al canal. Inténtalo más tarde.

## profile activity tab; ledger entries named by their kind outside English
activity-load-failed = No se pudo cargar tu actividad
activity-empty = Aún no hay actividad
activity-empty-hint = Reclama una recompensa o completa una tarea para empezar.
activity-recent = Actividad reciente
ledger-kind-welcome-bonus = Bono de bienvenida
ledger-kind-periodic-reward = Recompensa periódica
ledger-kind-daily-streak = Recompensa de racha diaria
ledger-kind-task-reward = Recompensa por tarea
ledger-kind-referral-bonus = Bono por referido
ledger-kind-referral-reward = Recompensa por referido
ledger-kind-video-watch = Ver videos
ledger-kind-video-social = Me gusta o compartir un video
ledger-kind-game-clicker = CUM Clicker
ledger-kind-game-rush = Token Rush
ledger-kind-upgrade-purchase = Compra de mejora
ledger-kind-store-purchase = Compra en la tienda
ledger-kind-admin-adjustment = Ajuste de saldo por el equipo

## profile: sign-in methods, danger zone, wallet and profile toasts
profile-auth-methods = Métodos de acceso
profile-auth-primary = Principal
profile-auth-not-added = No añadido
profile-auth-not-connected = No conectada
profile-auth-add-email = Añadir email
profile-auth-connecting = Conectando...
profile-danger-zone = Zona de peligro
profile-delete-warning = Eliminar tu cuenta borra tus datos personales y cierra tu sesión. No se puede deshacer.
profile-delete-account = Eliminar cuenta
profile-delete-title = ¿Eliminar tu cuenta?
profile-delete-text = Tu saldo, tu perfil y tus métodos de acceso desaparecerán para siempre. Escribe { $word } para confirmar.
profile-delete-your-username = Tu nombre de usuario
profile-delete-type-word = Escribe { $word }
profile-deleting = Eliminando...
profile-delete-failed = No se pudo eliminar la cuenta
wallet-connected = Billetera conectada
wallet-connected-hint = Ahora también puedes iniciar sesión con esta billetera.
wallet-none = No se encontró ninguna billetera
wallet-none-hint = Instala MetaMask u otra billetera del navegador e inténtalo de nuevo.
wallet-connect-failed = No se pudo conectar la billetera
profile-updated = Perfil actualizado
profile-updated-hint = Tu perfil se actualizó correctamente.
profile-update-failed = No se pudo actualizar el perfil
profile-update-failed-short = Error al actualizar
tasks-loading-aria = Cargando tareas

## the contract's field rules (names, usernames), for the server's field issues and the profile editor
field-required = { $field } es obligatorio
field-too-long = { $field } debe tener como máximo { $max } caracteres
auth-error-username-long = El nombre de usuario debe tener como máximo { $max } caracteres
auth-error-username-chars = El nombre de usuario solo puede contener letras, números y guiones bajos
