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
home-daily-streak = Racha diaria
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
referral-code = Código de referido
referral-enter = Introduce el código
referral-applying = Aplicando...
referral-apply = Aplicar código
referral-skip = Omitir por ahora
