# E-mails da API (texto simples). Durações só de variáveis.

mail-signature = — $CUM Rewards
link-lifetime =
    { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }

verification-subject = Confirme seu e-mail no $CUM Rewards
verification-change-subject = Confirme seu novo e-mail no $CUM Rewards
verification-intro = Boas-vindas ao $CUM Rewards!
verification-change-intro = Você pediu para usar este endereço na sua conta do $CUM Rewards.
verification-body =
    { $intro }

    Confirme este endereço de e-mail abrindo o link abaixo (ele funciona uma vez, por { $lifetime }):

    { $link }

    Se não foi você, ignore este e-mail: nada muda sem o link.

already-registered-subject = Alguém tentou se cadastrar com o seu e-mail
already-registered-body =
    Alguém (talvez você) tentou criar uma conta no $CUM Rewards com este endereço de e-mail, que já tem uma conta. Nenhuma conta nova foi criada.

    Entrar: { $loginUrl }
    Esqueceu sua senha? { $forgotUrl }

    Se não foi você, pode ignorar este e-mail.

reset-subject = Redefina sua senha do $CUM Rewards
reset-body =
    Alguém (esperamos que você) pediu para redefinir a senha da conta do $CUM Rewards deste e-mail.

    Escolha uma nova senha aqui (o link funciona uma vez, por { $lifetime }):

    { $link }

    Definir uma nova senha desconecta a conta em todos os lugares. Se não foi você, ignore este e-mail.

email-in-use-subject = Alguém tentou adicionar seu e-mail a outra conta
email-in-use-body =
    Alguém tentou adicionar este endereço de e-mail a outra conta do $CUM Rewards. Ele já pertence à sua conta, então nada mudou.

    Se não foi você, pode ignorar este e-mail.

email-changed-subject = O e-mail da sua conta do $CUM Rewards foi alterado
email-changed-body =
    O e-mail da sua conta do $CUM Rewards foi alterado: este endereço não entra mais nela, e os outros dispositivos da conta foram desconectados.

    Se não foi você, desfaça a alteração pelo link abaixo (ele funciona uma vez, por { $lifetime }). Ele devolve este endereço à conta, desconecta a conta em todos os lugares e envia a você um link para escolher uma nova senha:

    { $link }

    Se foi você, ignore este e-mail.
