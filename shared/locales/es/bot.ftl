# Textos del bot (ver en/bot.ftl: marcado HTML de Telegram, números solo desde variables).

## Piezas comunes

every-interval =
    { $unit ->
        [day] { $count ->
            [one] cada día
           *[other] cada { $count } días
        }
        [hour] { $count ->
            [one] cada hora
           *[other] cada { $count } horas
        }
       *[minute] { $count ->
            [one] cada minuto
           *[other] cada { $count } minutos
        }
    }
cum-amount = { $amount } $CUM
open-app = Abrir la app
referral-terms = Invita a tus amigos: cada amigo que se una con tu enlace recibe { $bonus }, y tú recibes { $reward } cuando complete la introducción en la app.

## /start

greeting =
    ¡Hola, <b>{ $name }</b>! Te damos la bienvenida a $CUM.
    Reclama una recompensa { $interval }, completa tareas, mira videos y juega para ganar $CUM.
    { $terms }
greeting-anonymous =
    ¡Hola! Te damos la bienvenida a $CUM.
    Reclama una recompensa { $interval }, completa tareas, mira videos y juega para ganar $CUM.
    { $terms }
referral-kept = Te invitó un amigo: abre la app para crear tu cuenta y recibir tu bono de referido de { $bonus }.
referral-has-account = Ya tienes una cuenta, así que esta invitación no se puede aplicar automáticamente. Si aún no has usado un código de referido, introduce <code>{ $code }</code> en la pantalla Referidos de la app.
referral-unknown = Este enlace de invitación no es válido (no conocemos su código de referido), pero puedes unirte de todos modos.
referral-own = Es tu propio enlace de invitación: compártelo con tus amigos (/invite te da un botón para compartir). No puedes usar tu propio código en tu cuenta.
open-app-link = Abre la app: { $url }

## Respuestas del día a día

fallback =
    No entendí eso. Todo sucede en la app: toca el botón de abajo.

    /balance - tu saldo de $CUM
    /invite - tu enlace de invitación
    /help - lo que puede hacer este bot
group-start = Funciono en un chat privado: abre { $link } para ganar $CUM.
stale-button = Este botón ya no funciona. Envía /start para ver un menú nuevo.
no-account = Todavía no tienes una cuenta de $CUM: abre la app para crearla y vuelve a intentarlo.
sorry = Lo sentimos, algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.
unavailable = El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.
suspended = Tu cuenta está suspendida: { $reason }. Puedes iniciar sesión y mirar, pero no ganar ni gastar $CUM.
suspended-until = Tu cuenta está suspendida hasta el { $until } UTC: { $reason }. Puedes iniciar sesión y mirar, pero no ganar ni gastar $CUM.
app = Toca el botón para abrir la app de $CUM.
balance = Tu saldo: <b>{ $amount }</b>.
invite =
    <b>Tu enlace de invitación:</b>
    { $link }

    Tu código: <code>{ $code }</code>
    { $terms }
invite-share = Compartir enlace
invite-share-text = ¡Únete a $CUM conmigo y recibe un bono!

## /help y el menú de comandos

help-intro = Gana $CUM con recompensas, tareas, videos, juegos y amigos, todo en la app.
help-admin = Comandos de administración:
command-start = Bienvenida y botón de la app
command-app = Abrir la app de $CUM
command-balance = Tu saldo de $CUM
command-invite = Tu enlace de invitación para compartir
command-help = Lo que puede hacer este bot

description =
    Gana $CUM: reclama una recompensa { $interval }, completa tareas, mira videos y juega.

    { $terms }

    Pulsa Iniciar y luego Abrir la app.
short-description = Gana $CUM con recompensas, tareas, videos, juegos y amigos.

## Inicio de sesión en el navegador (/start auth_<token>)

login-ask =
    <b>¿Iniciar sesión en { $site } en tu navegador?</b>

    Solicitado por { $browser } a las { $time } UTC ({ $ago }).

    Confirma solo si acabas de pulsar Iniciar sesión en una computadora. Si alguien te envió este enlace, pulsa Cancelar: al confirmar, esa persona entraría en tu cuenta.
login-pick = Para confirmar, toca el número que muestra tu navegador.
login-ago =
    { $minutes ->
        [0] justo ahora
        [one] hace { $minutes } minuto
       *[other] hace { $minutes } minutos
    }
login-confirm = Confirmar
login-cancel = Cancelar
login-confirmed = Iniciaste sesión en { $site }. Vuelve a tu navegador: continuará solo.
login-cancelled = Inicio de sesión cancelado. El enlace ya no funciona y no se compartió nada con el navegador.
login-wrong-code = Ese no era el número que mostraba tu navegador, así que se canceló el inicio de sesión. Si eras tú, pulsa Iniciar sesión de nuevo en el navegador.
login-gone = Este enlace de inicio de sesión caducó o ya se usó. Vuelve a tu navegador y empieza de nuevo.

## Notificaciones

updates-header =
    { $count ->
        [one] Tienes { $count } novedad:
       *[other] Tienes { $count } novedades:
    }
notify-reward_ready = Tu recompensa de { $amount } está lista. ¡Abre la app para reclamarla!
notify-referral_completed = Tu amigo completó la introducción: ¡ganaste { $amount }!
notify-bonus_received = Tu bono de bienvenida de { $amount } ya está en tu saldo. ¡Sigue ganando en la app!
