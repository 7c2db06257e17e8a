# Correos de la API (texto plano). Las duraciones solo desde variables.

mail-signature = — $CUM Rewards
link-lifetime =
    { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }

verification-subject = Confirma tu correo para $CUM Rewards
verification-change-subject = Confirma tu nuevo correo para $CUM Rewards
verification-intro = ¡Te damos la bienvenida a $CUM Rewards!
verification-change-intro = Pediste usar esta dirección para tu cuenta de $CUM Rewards.
verification-body =
    { $intro }

    Confirma esta dirección de correo abriendo el enlace de abajo (funciona una sola vez, durante { $lifetime }):

    { $link }

    Si no fuiste tú, ignora este correo: nada cambia sin el enlace.

already-registered-subject = Alguien intentó registrarse con tu correo
already-registered-body =
    Alguien (quizás tú) intentó crear una cuenta de $CUM Rewards con esta dirección de correo, que ya tiene una cuenta. No se creó ninguna cuenta nueva.

    Iniciar sesión: { $loginUrl }
    ¿Olvidaste tu contraseña? { $forgotUrl }

    Si no fuiste tú, puedes ignorar este correo.

reset-subject = Restablece tu contraseña de $CUM Rewards
reset-body =
    Alguien (esperamos que tú) pidió restablecer la contraseña de la cuenta de $CUM Rewards de este correo.

    Elige una nueva contraseña aquí (el enlace funciona una sola vez, durante { $lifetime }):

    { $link }

    Al establecer una nueva contraseña se cierra la sesión de la cuenta en todas partes. Si no fuiste tú, ignora este correo.

email-in-use-subject = Alguien intentó añadir tu correo a otra cuenta
email-in-use-body =
    Alguien intentó añadir esta dirección de correo a otra cuenta de $CUM Rewards. Ya pertenece a tu cuenta, así que no cambió nada.

    Si no fuiste tú, puedes ignorar este correo.

email-changed-subject = Se cambió el correo de tu cuenta de $CUM Rewards
email-changed-body =
    Se cambió el correo de tu cuenta de $CUM Rewards: esta dirección ya no inicia sesión en ella y se cerró la sesión en los demás dispositivos de la cuenta.

    Si no fuiste tú, deshaz el cambio con el enlace de abajo (funciona una sola vez, durante { $lifetime }). Devuelve esta dirección a la cuenta, cierra la sesión en todas partes y te envía un enlace para elegir una nueva contraseña:

    { $link }

    Si fuiste tú, ignora este correo.
